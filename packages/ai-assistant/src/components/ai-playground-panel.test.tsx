import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AiPlaygroundPanel, type AiPlaygroundPanelProps } from './ai-playground-panel';

afterEach(cleanup);

const DEFAULT_PROMPT = 'You are an AI assistant block.';

function renderPanel(props: Partial<AiPlaygroundPanelProps> = {}) {
	const onChange = vi.fn();
	render(
		<AiPlaygroundPanel
			useGutenbergSyntax={false}
			useGpt4={false}
			customSystemPrompt=""
			defaultSystemPrompt={DEFAULT_PROMPT}
			onChange={onChange}
			{...props}
		/>
	);
	return { onChange };
}

function openPromptModal() {
	fireEvent.click(screen.getByRole('button', { name: 'Custom system prompt' }));
	return screen.getByRole('dialog', { name: 'Custom system prompt' });
}

describe('AiPlaygroundPanel', () => {
	it('is the AI Playground panel with two toggles showing the settings', () => {
		renderPanel({ useGutenbergSyntax: true, useGpt4: false });

		screen.getByRole('button', { name: 'AI Playground' });
		expect(screen.getByRole('checkbox', { name: 'Use Gutenberg syntax' })).toHaveProperty(
			'checked',
			true
		);
		expect(screen.getByRole('checkbox', { name: 'Use GPT-4' })).toHaveProperty('checked', false);
	});

	it('reports each toggle as its own change', () => {
		const { onChange } = renderPanel({ useGutenbergSyntax: true, useGpt4: false });

		fireEvent.click(screen.getByRole('checkbox', { name: 'Use Gutenberg syntax' }));
		expect(onChange).toHaveBeenLastCalledWith({ useGutenbergSyntax: false });
		fireEvent.click(screen.getByRole('checkbox', { name: 'Use GPT-4' }));
		expect(onChange).toHaveBeenLastCalledWith({ useGpt4: true });
	});

	it('opens the custom prompt modal showing the default prompt while none is set', () => {
		renderPanel();
		expect(screen.queryByRole('dialog')).toBeNull();

		const dialog = openPromptModal();

		expect(within(dialog).getByRole('textbox', { name: 'System prompt' })).toHaveProperty(
			'value',
			DEFAULT_PROMPT
		);
	});

	it('shows and edits the custom prompt', () => {
		const { onChange } = renderPanel({ customSystemPrompt: 'Answer in verse.' });
		const dialog = openPromptModal();
		const textarea = within(dialog).getByRole('textbox', { name: 'System prompt' });

		expect(textarea).toHaveProperty('value', 'Answer in verse.');
		fireEvent.change(textarea, { target: { value: 'Answer in prose.' } });

		expect(onChange).toHaveBeenCalledWith({ customSystemPrompt: 'Answer in prose.' });
	});

	it('restores the default prompt by clearing the custom one', () => {
		const { onChange } = renderPanel({ customSystemPrompt: 'Answer in verse.' });
		const dialog = openPromptModal();

		fireEvent.click(within(dialog).getByRole('button', { name: 'Restore the prompt' }));

		expect(onChange).toHaveBeenCalledWith({ customSystemPrompt: '' });
	});

	it('has one Close button, which closes the modal, and closes on Escape too', async () => {
		renderPanel();
		const close = within(openPromptModal()).getAllByRole('button', { name: 'Close' });
		expect(close).toHaveLength(1);
		fireEvent.click(close[0] as HTMLElement);
		expect(screen.queryByRole('dialog')).toBeNull();

		fireEvent.keyDown(openPromptModal(), { key: 'Escape' });
		// The modal plays its closing animation before it asks to close.
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
	});
});
