import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Toolbar } from '@wordpress/components';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WriteWithAiMenu, type WriteWithAiMenuProps } from './write-with-ai-menu';

afterEach(cleanup);

function openMenu(props: Partial<WriteWithAiMenuProps> = {}) {
	const onRequest = vi.fn();
	const onStarterPrompt = vi.fn();
	render(
		<WriteWithAiMenu
			onRequest={onRequest}
			onStarterPrompt={onStarterPrompt}
			hasPrecedingContent
			hasContent
			hasPostTitle
			{...props}
		/>
	);
	fireEvent.click(screen.getByRole('button', { name: 'Write with AI…' }));
	return { onRequest, onStarterPrompt, menu: screen.getByRole('menu') };
}

function isDisabled(element: HTMLElement): boolean {
	return element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
}

describe('WriteWithAiMenu', () => {
	it('groups the requests under their three headings', () => {
		const { menu } = openMenu();

		const groups = within(menu).getAllByRole('group');
		expect(
			groups.map((group) =>
				within(group)
					.getAllByRole('menuitem')
					.map((item) => item.textContent)
			)
		).toEqual([
			['Continue writing', 'Correct spelling and grammar', 'Simplify'],
			['Summarize', 'Generate a post title'],
			[
				'Summary based on title',
				'Post about…',
				'Informative article…',
				'Step-by-step tutorial…',
				'Motivational post…',
			],
		]);
		expect(menu.textContent).toContain('Based on preceding content');
		expect(menu.textContent).toContain('Based on entire content');
		expect(menu.textContent).toContain('Write…');
	});

	it.each([
		['Continue writing', 'continue'],
		['Correct spelling and grammar', 'correctSpelling'],
		['Simplify', 'simplify'],
		['Summarize', 'summarize'],
		['Generate a post title', 'generateTitle'],
		['Summary based on title', 'titleSummary'],
	])('%s requests %s and closes the menu', (label, promptType) => {
		const { onRequest, onStarterPrompt } = openMenu();

		fireEvent.click(screen.getByRole('menuitem', { name: label }));

		expect(onRequest).toHaveBeenCalledTimes(1);
		expect(onRequest).toHaveBeenCalledWith(promptType);
		expect(onStarterPrompt).not.toHaveBeenCalled();
		expect(screen.queryByRole('menu')).toBeNull();
	});

	it.each([
		['Post about…', 'Write a post about '],
		['Informative article…', 'Write a detailed guide about '],
		['Step-by-step tutorial…', 'Write a step-by-step tutorial about '],
		['Motivational post…', 'Write a motivational post about '],
	])('%s starts the prompt with “%s”', (label, text) => {
		const { onRequest, onStarterPrompt } = openMenu();

		fireEvent.click(screen.getByRole('menuitem', { name: label }));

		expect(onStarterPrompt).toHaveBeenCalledWith(text);
		expect(onRequest).not.toHaveBeenCalled();
	});

	it('disables the preceding-content requests without preceding content', () => {
		const { onRequest } = openMenu({ hasPrecedingContent: false });

		for (const label of ['Continue writing', 'Correct spelling and grammar', 'Simplify']) {
			const item = screen.getByRole('menuitem', { name: label });
			expect(isDisabled(item)).toBe(true);
			fireEvent.click(item);
		}
		expect(onRequest).not.toHaveBeenCalled();
		expect(isDisabled(screen.getByRole('menuitem', { name: 'Summarize' }))).toBe(false);
	});

	it('disables the entire-content requests without content', () => {
		openMenu({ hasContent: false });

		expect(isDisabled(screen.getByRole('menuitem', { name: 'Summarize' }))).toBe(true);
		expect(isDisabled(screen.getByRole('menuitem', { name: 'Generate a post title' }))).toBe(true);
		expect(isDisabled(screen.getByRole('menuitem', { name: 'Continue writing' }))).toBe(false);
	});

	it('disables Summary based on title without a post title, but not the starter prompts', () => {
		openMenu({ hasPostTitle: false });

		expect(isDisabled(screen.getByRole('menuitem', { name: 'Summary based on title' }))).toBe(true);
		expect(isDisabled(screen.getByRole('menuitem', { name: 'Post about…' }))).toBe(false);
	});

	it('cannot be opened when disabled', () => {
		render(
			<WriteWithAiMenu
				onRequest={vi.fn()}
				onStarterPrompt={vi.fn()}
				hasPrecedingContent
				hasContent
				hasPostTitle
				disabled
			/>
		);
		const toggle = screen.getByRole('button', { name: 'Write with AI…' });

		expect(isDisabled(toggle)).toBe(true);
		fireEvent.click(toggle);
		expect(screen.queryByRole('menu')).toBeNull();
	});

	it('works as an item of a block toolbar', () => {
		const onRequest = vi.fn();
		render(
			<Toolbar label="AI Assistant tools">
				<WriteWithAiMenu
					onRequest={onRequest}
					onStarterPrompt={vi.fn()}
					hasPrecedingContent
					hasContent
					hasPostTitle
				/>
			</Toolbar>
		);

		fireEvent.click(screen.getByRole('button', { name: 'Write with AI…' }));
		fireEvent.click(screen.getByRole('menuitem', { name: 'Summarize' }));

		expect(onRequest).toHaveBeenCalledWith('summarize');
	});
});
