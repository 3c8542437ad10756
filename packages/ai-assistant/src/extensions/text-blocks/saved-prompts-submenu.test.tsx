import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
	createFakePromptLibrary,
	savedPrompt,
	type FakePromptLibrary,
} from '../../prompt-library/test/fake-prompt-library';
import { createTestHost, letStreamRun, renderWithHost, type TestHost } from '../../test/test-host';
import { AiAssistantDropdown } from './ai-assistant-dropdown';

const FRIENDLY = savedPrompt(1, {
	name: 'Friendly',
	text: 'Make it friendlier.',
	scopes: ['paragraph', 'list'],
});
const PUNCHY = savedPrompt(2, {
	name: 'Punchy',
	text: 'Make the heading punchier.',
	scopes: ['heading'],
	visibility: 'private',
});
const OUTLINE = savedPrompt(3, { name: 'Outline', text: 'Write an outline.', scopes: ['ai-block'] });

let library: FakePromptLibrary;
let host: TestHost;

beforeEach(() => {
	library = createFakePromptLibrary([FRIENDLY, PUNCHY, OUTLINE]);
	host = createTestHost({ fetch: library.fetch });
});

afterEach(cleanup);

function renderDropdown(blockName: string) {
	const onRequest = vi.fn();
	renderWithHost(
		<AiAssistantDropdown
			blockName={blockName}
			onAskAiAssistant={() => undefined}
			onRequest={onRequest}
		/>,
		host
	);
	return onRequest;
}

function openMenu(): HTMLElement {
	fireEvent.click(screen.getByRole('button', { name: 'AI Assistant' }));
	return screen.getByRole('menu', { name: 'AI Assistant' });
}

/** Opens "Saved prompts" and waits until it lists what it has. */
async function openSavedPrompts(): Promise<HTMLElement> {
	fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Saved prompts' }));
	const submenu = screen.getByRole('menu', { name: 'Saved prompts' });
	await act(letStreamRun);
	await within(submenu).findByRole('menuitem', { name: /^(?!Loading)/ });
	return submenu;
}

const itemNames = (menu: HTMLElement) =>
	within(menu)
		.getAllByRole('menuitem')
		.map((item) => item.textContent);

const isDisabled = (element: HTMLElement): boolean =>
	element.getAttribute('aria-disabled') === 'true' || (element as HTMLButtonElement).disabled;

describe('the saved prompts of a text block’s AI Assistant menu', () => {
	it('is a submenu of the AI Assistant menu, asking the site for nothing until it opens', async () => {
		renderDropdown('core/paragraph');
		const menu = openMenu();
		await act(letStreamRun);

		expect(itemNames(menu).at(-1)).toBe('Saved prompts');
		expect(library.requests).toEqual([]);
	});

	it.each([
		['core/paragraph', ['FriendlyBy Ana']],
		['core/heading', ['PunchyOnly you']],
		['core/list', ['FriendlyBy Ana']],
		['core/list-item', ['FriendlyBy Ana']],
	])('lists the prompts for %s', async (blockName, names) => {
		renderDropdown(blockName);

		expect(itemNames(await openSavedPrompts())).toEqual(names);
	});

	it('runs the chosen prompt on the block’s text, as the other actions do, and closes', async () => {
		const onRequest = renderDropdown('core/heading');
		const submenu = await openSavedPrompts();

		fireEvent.click(within(submenu).getByRole('menuitem', { name: /^Punchy/ }));

		expect(onRequest).toHaveBeenCalledTimes(1);
		expect(onRequest).toHaveBeenCalledWith({
			promptType: 'userPrompt',
			input: { request: 'Make the heading punchier.' },
		});
		expect(screen.queryByRole('menu')).toBeNull();
	});

	it('says it is loading, then that there is none for this block', async () => {
		let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
		library.replyNext(new Promise((resolve) => (answer = resolve)));
		renderDropdown('core/paragraph');
		fireEvent.click(within(openMenu()).getByRole('menuitem', { name: 'Saved prompts' }));
		const submenu = screen.getByRole('menu', { name: 'Saved prompts' });

		expect(isDisabled(await within(submenu).findByRole('menuitem', { name: 'Loading…' }))).toBe(true);
		answer({ status: 200, body: [OUTLINE] });
		expect(
			isDisabled(
				await within(submenu).findByRole('menuitem', { name: 'No saved prompts for this block' })
			)
		).toBe(true);
	});

	it('is reached with the arrow keys, and its items too', async () => {
		renderDropdown('core/paragraph');
		const menu = openMenu();
		const translate = within(menu).getByRole('menuitem', { name: 'Translate' });
		translate.focus();
		fireEvent.keyDown(translate, { key: 'ArrowDown', code: 'ArrowDown' });
		expect(document.activeElement?.textContent).toBe('Saved prompts');

		// Enter on the focused item presses it.
		fireEvent.click(document.activeElement ?? translate);
		const submenu = screen.getByRole('menu', { name: 'Saved prompts' });
		const item = await within(submenu).findByRole('menuitem', { name: /^Friendly/ });

		expect(item.tagName).toBe('BUTTON');
		expect(isDisabled(item)).toBe(false);
	});

	it('loads the list once for every block of the editor', async () => {
		renderDropdown('core/paragraph');
		await openSavedPrompts();
		cleanup();

		renderDropdown('core/heading');
		await openSavedPrompts();

		expect(library.requests.map(({ method }) => method)).toEqual(['GET']);
	});
});
