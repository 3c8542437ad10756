import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AiAssistantDropdown } from './ai-assistant-dropdown';

afterEach(cleanup);

const TONE_LABELS = [
	'Formal',
	'Informal',
	'Optimistic',
	'Humorous',
	'Serious',
	'Skeptical',
	'Empathetic',
	'Confident',
	'Passionate',
	'Provocative',
];

const LANGUAGE_LABELS = [
	'English',
	'Spanish',
	'French',
	'German',
	'Italian',
	'Portuguese',
	'Russian',
	'Chinese',
	'Japanese',
	'Arabic',
	'Hindi',
	'Korean',
];

function renderDropdown(disabled = false) {
	const onAskAiAssistant = vi.fn();
	const onRequest = vi.fn();
	render(
		<AiAssistantDropdown disabled={disabled} onAskAiAssistant={onAskAiAssistant} onRequest={onRequest} />
	);
	return { onAskAiAssistant, onRequest };
}

const toggle = () => screen.getByRole('button', { name: 'AI Assistant' });

function openMenu(): HTMLElement {
	fireEvent.click(toggle());
	return screen.getByRole('menu', { name: 'AI Assistant' });
}

/** Opens a submenu of the open menu and returns its items. */
function openSubmenu(name: string): HTMLElement {
	fireEvent.click(
		within(screen.getByRole('menu', { name: 'AI Assistant' })).getByRole('menuitem', { name })
	);
	return screen.getByRole('menu', { name });
}

const itemNames = (menu: HTMLElement) =>
	within(menu)
		.getAllByRole('menuitem')
		.map((item) => item.textContent);

describe('AiAssistantDropdown', () => {
	it('offers the actions, then the tone and language submenus', () => {
		renderDropdown();

		const menu = openMenu();

		expect(itemNames(menu)).toEqual([
			'Ask AI Assistant',
			'Correct spelling and grammar',
			'Simplify',
			'Summarize',
			'Expand',
			'Change tone',
			'Translate',
		]);
		expect(itemNames(openSubmenu('Change tone'))).toEqual(TONE_LABELS);
	});

	it('moves through the menu with the arrows, past the submenus without opening them', () => {
		renderDropdown();
		const menu = openMenu();
		const tone = within(menu).getByRole('menuitem', { name: 'Change tone' });
		tone.focus();

		fireEvent.keyDown(tone, { key: 'ArrowDown', code: 'ArrowDown' });

		const translate = within(menu).getByRole('menuitem', { name: 'Translate' });
		expect(document.activeElement).toBe(translate);
		expect(screen.queryByRole('menu', { name: 'Change tone' })).toBeNull();

		fireEvent.keyDown(translate, { key: 'ArrowUp', code: 'ArrowUp' });
		expect(document.activeElement).toBe(tone);
	});

	it('lists the twelve languages under Translate', () => {
		renderDropdown();
		openMenu();

		expect(itemNames(openSubmenu('Translate'))).toEqual(LANGUAGE_LABELS);
	});

	it('is disabled when the block has no text', () => {
		const { onAskAiAssistant, onRequest } = renderDropdown(true);

		expect(toggle()).toHaveProperty('disabled', true);
		fireEvent.click(toggle());

		expect(screen.queryByRole('menu')).toBeNull();
		expect(onAskAiAssistant).not.toHaveBeenCalled();
		expect(onRequest).not.toHaveBeenCalled();
	});

	it('asks for the AI block without a request, and closes', () => {
		const { onAskAiAssistant, onRequest } = renderDropdown();
		const menu = openMenu();

		fireEvent.click(within(menu).getByRole('menuitem', { name: 'Ask AI Assistant' }));

		expect(onAskAiAssistant).toHaveBeenCalledTimes(1);
		expect(onRequest).not.toHaveBeenCalled();
		expect(screen.queryByRole('menu')).toBeNull();
	});

	it.each([
		['Correct spelling and grammar', 'correctSpelling'],
		['Simplify', 'simplify'],
		['Summarize', 'summarize'],
		['Expand', 'makeLonger'],
	])('asks "%s" as %s, and closes', (name, promptType) => {
		const { onAskAiAssistant, onRequest } = renderDropdown();
		const menu = openMenu();

		fireEvent.click(within(menu).getByRole('menuitem', { name }));

		expect(onRequest).toHaveBeenCalledTimes(1);
		expect(onRequest).toHaveBeenCalledWith({ promptType });
		expect(onAskAiAssistant).not.toHaveBeenCalled();
		expect(screen.queryByRole('menu')).toBeNull();
	});

	it('asks for a tone change with the chosen tone, and closes both menus', () => {
		const { onRequest } = renderDropdown();
		openMenu();

		fireEvent.click(within(openSubmenu('Change tone')).getByRole('menuitem', { name: 'Humorous' }));

		expect(onRequest).toHaveBeenCalledTimes(1);
		expect(onRequest).toHaveBeenCalledWith({ promptType: 'changeTone', input: { tone: 'humorous' } });
		expect(screen.queryByRole('menu')).toBeNull();
	});

	it('asks for a translation into the chosen language, and closes both menus', () => {
		const { onRequest } = renderDropdown();
		openMenu();

		fireEvent.click(within(openSubmenu('Translate')).getByRole('menuitem', { name: 'Japanese' }));

		expect(onRequest).toHaveBeenCalledTimes(1);
		expect(onRequest).toHaveBeenCalledWith({ promptType: 'changeLanguage', input: { language: 'ja' } });
		expect(screen.queryByRole('menu')).toBeNull();
	});
});
