import { AI_PROMPTS_CONTRACT } from '@blockyard/api-client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
	createFakePromptLibrary,
	refusal,
	savedPrompt,
	withPromptLibrary,
	type FakePromptLibrary,
} from '../../../prompt-library/test/fake-prompt-library';
import { createFakeAiService } from '../../../test/fake-ai-service';
import {
	AI_SITE,
	createTestHost,
	letStreamRun,
	renderWithHost,
	type TestHost,
} from '../../../test/test-host';
import type { AiAssistantAttributes } from '../../../types';
import { StatefulEdit } from '../../../test/stateful-edit';

const ATTRIBUTES: AiAssistantAttributes = {
	originalMessages: [],
	messages: [],
	useGutenbergSyntax: false,
	useGpt4: false,
	customSystemPrompt: '',
};

const SUMMARY = savedPrompt(1, { name: 'Summary', text: 'Summarize the post in three bullets.' });
const FRIENDLY = savedPrompt(2, { name: 'Friendly', text: 'Make it friendlier.', scopes: ['paragraph'] });
const DRAFT = savedPrompt(3, {
	name: 'Draft',
	text: 'Write an outline.',
	scopes: ['ai-block', 'heading'],
	visibility: 'private',
	author: { id: 2, name: 'Me' },
});
const LOCKED = savedPrompt(4, {
	name: 'House style',
	text: 'Follow the house style.',
	author: { id: 5, name: 'Bo' },
	can_edit: false,
});

let library: FakePromptLibrary;
let host: TestHost;

beforeEach(() => {
	library = createFakePromptLibrary([SUMMARY, FRIENDLY, DRAFT, LOCKED]);
	host = createTestHost({ fetch: withPromptLibrary(library, createFakeAiService().fetch), site: AI_SITE });
});

afterEach(() => {
	cleanup();
	localStorage.clear();
});

const settle = () => act(letStreamRun);

async function renderBlock(): Promise<void> {
	renderWithHost(<StatefulEdit clientId="ai-1" initial={ATTRIBUTES} />, host);
	await settle();
}

const promptBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'AI Assistant prompt' });
const type = (text: string) => fireEvent.change(promptBox(), { target: { value: text } });

/** Opens the Saved prompts menu and waits for its list. */
async function openMenu(): Promise<HTMLElement> {
	fireEvent.click(screen.getByRole('button', { name: 'Saved prompts' }));
	const menu = await screen.findByRole('menu', { name: 'Saved prompts' });
	await within(menu).findByRole('menuitem', { name: /Save this prompt/ });
	await settle();
	return menu;
}

/** A disabled menu item stays focusable in newer components (`aria-disabled`), as a button in older ones. */
const isDisabled = (element: HTMLElement): boolean =>
	element.getAttribute('aria-disabled') === 'true' || (element as HTMLButtonElement).disabled;

const itemNames = (menu: HTMLElement) =>
	within(menu)
		.getAllByRole('menuitem')
		.map((item) => item.textContent);

/** The text that describes a control (its help, or the message under it). */
const descriptionOf = (element: HTMLElement): string =>
	(element.getAttribute('aria-describedby') ?? '')
		.split(' ')
		.map((id) => document.getElementById(id)?.textContent ?? '')
		.join(' ')
		.trim();

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

async function save(): Promise<void> {
	fireEvent.click(screen.getByRole('button', { name: 'Save' }));
	await settle();
}

async function openSaveDialog(text: string): Promise<HTMLElement> {
	type(text);
	const menu = await openMenu();
	fireEvent.click(within(menu).getByRole('menuitem', { name: 'Save this prompt…' }));
	return screen.findByRole('dialog', { name: 'Save prompt' });
}

describe('the AI block’s saved prompts', () => {
	it('asks the site for nothing until the menu is opened, then once', async () => {
		await renderBlock();
		type('Hello');
		await settle();
		expect(library.requests).toEqual([]);

		await openMenu();
		fireEvent.click(screen.getByRole('button', { name: 'Saved prompts' }));
		await openMenu();

		expect(library.requests.map(({ method }) => method)).toEqual(['GET']);
	});

	it('lists the prompts for the AI block, with who shares them', async () => {
		await renderBlock();

		const menu = await openMenu();

		expect(itemNames(menu)).toEqual([
			'DraftOnly you',
			'House styleBy Bo',
			'SummaryBy Ana',
			'Save this prompt…',
			'Manage saved prompts…',
		]);
		expect(isDisabled(within(menu).getByRole('menuitem', { name: 'Save this prompt…' }))).toBe(true);
	});

	it('puts the chosen prompt’s text in the prompt, ready to send', async () => {
		await renderBlock();
		const menu = await openMenu();

		fireEvent.click(within(menu).getByRole('menuitem', { name: /^Summary/ }));

		expect(promptBox().value).toBe('Summarize the post in three bullets.');
		expect(screen.queryByRole('menu')).toBeNull();
		expect(screen.getByRole('button', { name: 'Send request' })).toHaveProperty('disabled', false);
	});

	it('moves through the menu with the arrow keys', async () => {
		await renderBlock();
		type('Hello');
		const menu = await openMenu();
		const first = within(menu).getByRole('menuitem', { name: /^Draft/ });
		first.focus();

		const names: string[] = [];
		for (let step = 0; step < 4; step++) {
			fireEvent.keyDown(document.activeElement ?? first, { key: 'ArrowDown', code: 'ArrowDown' });
			names.push(document.activeElement?.textContent ?? '');
		}

		expect(names).toEqual([
			'House styleBy Bo',
			'SummaryBy Ana',
			'Save this prompt…',
			'Manage saved prompts…',
		]);
	});

	it('shows a spinner while the list loads, and says when there is none', async () => {
		let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
		library.replyNext(new Promise((resolve) => (answer = resolve)));
		await renderBlock();

		fireEvent.click(screen.getByRole('button', { name: 'Saved prompts' }));
		const menu = await screen.findByRole('menu', { name: 'Saved prompts' });
		await within(menu).findByRole('menuitem', { name: 'Loading…' });
		expect(menu.querySelector('.components-spinner')).not.toBeNull();

		answer({ status: 200, body: [] });
		expect(isDisabled(await within(menu).findByRole('menuitem', { name: 'No saved prompts yet.' }))).toBe(
			true
		);
	});

	it('says when the list could not be loaded, and Retry loads it', async () => {
		library.replyNext({ status: 500, body: { code: 'oops', message: 'Oops', data: { status: 500 } } });
		await renderBlock();

		fireEvent.click(screen.getByRole('button', { name: 'Saved prompts' }));
		const menu = await screen.findByRole('menu', { name: 'Saved prompts' });
		expect(await within(menu).findByText('The saved prompts could not be loaded.')).toBeTruthy();
		fireEvent.click(within(menu).getByRole('menuitem', { name: 'Retry' }));

		expect(await within(menu).findByRole('menuitem', { name: /^Summary/ })).toBeTruthy();
	});
});

describe('saving a prompt', () => {
	it('sends what the form says, and the new prompt is in the menu', async () => {
		await renderBlock();
		const dialog = await openSaveDialog('Write a limerick about kites');

		expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Prompt' }).value).toBe(
			'Write a limerick about kites'
		);
		expect(within(dialog).getByRole('checkbox', { name: 'AI Assistant block' })).toHaveProperty(
			'checked',
			true
		);
		expect(within(dialog).getByRole('radio', { name: 'All the site’s authors' })).toHaveProperty(
			'checked',
			true
		);
		fireEvent.change(field('Name'), { target: { value: 'Limerick' } });
		fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Paragraphs' }));
		fireEvent.click(within(dialog).getByRole('radio', { name: 'Only me' }));
		await save();

		expect(library.requests.at(-2)).toMatchObject({
			method: 'POST',
			body: {
				name: 'Limerick',
				text: 'Write a limerick about kites',
				scopes: ['ai-block', 'paragraph'],
				visibility: 'private',
			},
		});
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
		// The list is asked for again after the change.
		expect(library.requests.at(-1)?.method).toBe('GET');
		expect(itemNames(await openMenu())).toContain('LimerickOnly you');
	});

	it('says what is wrong before sending, in the site’s words, and sends nothing', async () => {
		await renderBlock();
		const dialog = await openSaveDialog('Write a limerick');
		fireEvent.change(field('Name'), { target: { value: 'summary ' } });
		fireEvent.click(within(dialog).getByRole('checkbox', { name: 'AI Assistant block' }));
		const before = library.requests.length;

		await save();

		expect(library.requests.length).toBe(before);
		expect(field('Name').getAttribute('aria-invalid')).toBe('true');
		expect(descriptionOf(field('Name'))).toBe(
			AI_PROMPTS_CONTRACT.messages.nameTaken.replace('{name}', 'summary')
		);
		expect(document.activeElement).toBe(field('Name'));
		const checkbox = within(dialog).getByRole('checkbox', { name: 'Paragraphs' });
		expect(checkbox.getAttribute('aria-invalid')).toBe('true');
		expect(descriptionOf(checkbox)).toBe(AI_PROMPTS_CONTRACT.messages.scopesRequired);
	});

	it('shows each message of a refused prompt beside its field and keeps what was typed', async () => {
		await renderBlock();
		const dialog = await openSaveDialog('Write a limerick');
		fireEvent.change(field('Name'), { target: { value: 'Limerick' } });
		library.replyNext(
			refusal(400, AI_PROMPTS_CONTRACT.codes.invalid, {
				text: 'The prompt may not hold markup.',
				visibility: AI_PROMPTS_CONTRACT.messages.visibilityUnknown,
			})
		);

		await save();

		const text = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Prompt' });
		expect(text.getAttribute('aria-invalid')).toBe('true');
		expect(descriptionOf(text)).toBe('The prompt may not hold markup.');
		expect(document.activeElement).toBe(text);
		const shared = within(dialog).getByRole('radio', { name: 'All the site’s authors' });
		expect(shared.getAttribute('aria-invalid')).toBe('true');
		expect(dialog.textContent).toContain(AI_PROMPTS_CONTRACT.messages.visibilityUnknown);
		expect(field('Name').value).toBe('Limerick');
		expect(text.value).toBe('Write a limerick');
		expect(field('Name').getAttribute('aria-invalid')).toBe('false');
		expect(isDisabled(within(dialog).getByRole('button', { name: 'Save' }))).toBe(false);
	});

	it('shows a name another author took meanwhile (409) beside Name', async () => {
		await renderBlock();
		await openSaveDialog('Write a limerick');
		fireEvent.change(field('Name'), { target: { value: 'Limerick' } });
		const taken = AI_PROMPTS_CONTRACT.messages.nameTaken.replace('{name}', 'Limerick');
		library.replyNext(refusal(409, AI_PROMPTS_CONTRACT.codes.nameTaken, { name: taken }));

		await save();

		expect(field('Name').getAttribute('aria-invalid')).toBe('true');
		expect(descriptionOf(field('Name'))).toBe(taken);
		expect(field('Name').value).toBe('Limerick');
	});

	it.each([
		['no answer', 'offline' as const],
		['a server error', { status: 500, body: { code: 'oops', message: 'Oops', data: { status: 500 } } }],
	])('shows one notice for %s, and keeps what was typed', async (_, reply) => {
		await renderBlock();
		const dialog = await openSaveDialog('Write a limerick');
		fireEvent.change(field('Name'), { target: { value: 'Limerick' } });
		library.replyNext(reply);

		await save();

		expect(
			within(dialog).getAllByText('The prompt could not be saved. Check your connection and try again.')
		).toHaveLength(1);
		expect(field('Name').value).toBe('Limerick');
		expect(isDisabled(within(dialog).getByRole('button', { name: 'Save' }))).toBe(false);
	});
});

describe('managing saved prompts', () => {
	async function openManage(): Promise<HTMLElement> {
		await renderBlock();
		const menu = await openMenu();
		fireEvent.click(within(menu).getByRole('menuitem', { name: 'Manage saved prompts…' }));
		return screen.findByRole('dialog', { name: 'Saved prompts' });
	}

	it('lists every prompt, with Edit and Delete for those the user may change', async () => {
		const dialog = await openManage();

		expect(
			within(dialog)
				.getAllByRole('button')
				.map((button) => button.getAttribute('aria-label'))
		).toEqual([
			'Close',
			'Use “Draft”',
			'Edit “Draft”',
			'Delete “Draft”',
			'Edit “Friendly”',
			'Delete “Friendly”',
			'Use “House style”',
			'Use “Summary”',
			'Edit “Summary”',
			'Delete “Summary”',
		]);
		for (const button of within(dialog).getAllByRole('button')) {
			expect(button).toHaveProperty('disabled', false);
			expect(button.tabIndex).toBe(0);
		}
	});

	it('uses a prompt from the list', async () => {
		const dialog = await openManage();

		fireEvent.click(within(dialog).getByRole('button', { name: 'Use “Draft”' }));

		expect(screen.queryByRole('dialog')).toBeNull();
		expect(promptBox().value).toBe('Write an outline.');
	});

	it('edits a prompt in the same form, and the list shows the change', async () => {
		const dialog = await openManage();
		fireEvent.click(within(dialog).getByRole('button', { name: 'Edit “Friendly”' }));
		const form = await screen.findByRole('dialog', { name: 'Edit saved prompt' });
		expect(field('Name').value).toBe('Friendly');
		expect(within(form).getByRole('checkbox', { name: 'Paragraphs' })).toHaveProperty('checked', true);
		expect(within(form).getByRole('checkbox', { name: 'AI Assistant block' })).toHaveProperty(
			'checked',
			false
		);

		fireEvent.change(field('Name'), { target: { value: 'Warmer' } });
		await save();

		expect(library.requests.find(({ method }) => method === 'PUT')).toMatchObject({
			url: expect.stringMatching(/ai-prompts\/2$/),
			body: { name: 'Warmer', text: 'Make it friendlier.', scopes: ['paragraph'], visibility: 'site' },
		});
		const list = await screen.findByRole('dialog', { name: 'Saved prompts' });
		expect(within(list).getByRole('button', { name: 'Edit “Warmer”' })).toBeTruthy();
	});

	it('asks before deleting, and the prompt is gone once confirmed', async () => {
		const dialog = await openManage();
		fireEvent.click(within(dialog).getByRole('button', { name: 'Delete “Summary”' }));
		expect(
			await screen.findByText('Delete the saved prompt “Summary”? This cannot be undone.')
		).toBeTruthy();

		fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
		const list = await screen.findByRole('dialog', { name: 'Saved prompts' });
		expect(library.requests.some(({ method }) => method === 'DELETE')).toBe(false);

		fireEvent.click(within(list).getByRole('button', { name: 'Delete “Summary”' }));
		await screen.findByText('Delete the saved prompt “Summary”? This cannot be undone.');
		fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
		await settle();

		expect(library.requests.find(({ method }) => method === 'DELETE')?.url).toMatch(/ai-prompts\/1$/);
		const after = await screen.findByRole('dialog', { name: 'Saved prompts' });
		expect(within(after).queryByText('Summary')).toBeNull();
		fireEvent.click(within(after).getByRole('button', { name: 'Close' }));
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
		expect(itemNames(await openMenu())).not.toContain('SummaryBy Ana');
	});
});
