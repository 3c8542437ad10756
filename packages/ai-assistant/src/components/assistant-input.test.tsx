import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from '@wordpress/element';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AssistantInput, type AssistantInputProps, inputState } from './assistant-input';

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

function renderInput(props: Partial<AssistantInputProps> = {}) {
	const callbacks = {
		onChange: vi.fn(),
		onSend: vi.fn(),
		onStop: vi.fn(),
		onAccept: vi.fn(),
		onTryAgain: vi.fn(),
		onRetry: vi.fn(),
		onUndoToOriginal: vi.fn(),
	};
	const utils = render(
		<AssistantInput value="" status="init" hasSuggestion={false} {...callbacks} {...props} />
	);
	const input = screen.getByRole('textbox', { name: 'AI Assistant prompt' });
	return { ...utils, ...callbacks, input };
}

function isDisabled(element: HTMLElement): boolean {
	return element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
}

describe('inputState', () => {
	it('is init with nothing typed and no suggestion', () => {
		expect(inputState({ value: '', status: 'init', hasSuggestion: false })).toBe('init');
		expect(inputState({ value: '  \n', status: 'init', hasSuggestion: false })).toBe('init');
	});

	it('is ready-to-generate once something is typed', () => {
		expect(inputState({ value: 'Hi', status: 'init', hasSuggestion: false })).toBe('ready-to-generate');
		expect(inputState({ value: 'Hi', status: 'error', hasSuggestion: false })).toBe('ready-to-generate');
		expect(inputState({ value: 'Hi', status: 'done', hasSuggestion: false })).toBe('ready-to-generate');
	});

	it('is generating-content while a request runs, whatever is typed', () => {
		expect(inputState({ value: '', status: 'requesting', hasSuggestion: false })).toBe(
			'generating-content'
		);
		expect(inputState({ value: 'Hi', status: 'suggesting', hasSuggestion: true })).toBe(
			'generating-content'
		);
	});

	it('is content-generated when a finished request left a suggestion', () => {
		expect(inputState({ value: '', status: 'done', hasSuggestion: true })).toBe('content-generated');
		expect(inputState({ value: 'More', status: 'done', hasSuggestion: true })).toBe('content-generated');
	});
});

describe('AssistantInput', () => {
	it('is a labelled textarea with the init placeholder and the accuracy disclaimer', () => {
		const { input } = renderInput();

		expect(input.tagName).toBe('TEXTAREA');
		expect(input.getAttribute('placeholder')).toBe('Ask AI Assistant for anything…');
		expect(screen.getByText('AI-generated content could be inaccurate or biased.')).toBeTruthy();
		expect(screen.queryByText('Press Enter to send your request.')).toBeNull();
		expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
	});

	it('reports what is typed', () => {
		const { input, onChange } = renderInput();

		fireEvent.change(input, { target: { value: 'Write a haiku' } });

		expect(onChange).toHaveBeenCalledWith('Write a haiku');
	});

	it('hands its textarea to inputRef', () => {
		const inputRef = createRef<HTMLTextAreaElement>();
		const { input } = renderInput({ inputRef });

		expect(inputRef.current).toBe(input);
	});

	it('disables Send while the prompt is empty or blank', () => {
		const { rerender, onSend, onChange, onStop } = renderInput();
		const send = screen.getByRole('button', { name: 'Send request' });
		expect(isDisabled(send)).toBe(true);
		fireEvent.click(send);

		rerender(
			<AssistantInput
				value="   "
				status="init"
				hasSuggestion={false}
				onChange={onChange}
				onSend={onSend}
				onStop={onStop}
			/>
		);
		expect(isDisabled(screen.getByRole('button', { name: 'Send request' }))).toBe(true);
		expect(onSend).not.toHaveBeenCalled();
	});

	it('in ready-to-generate, hints at Enter and sends with the Send button', () => {
		const { onSend } = renderInput({ value: 'Write a haiku' });

		expect(screen.getByText('Press Enter to send your request.')).toBeTruthy();
		const send = screen.getByRole('button', { name: 'Send request' });
		expect(isDisabled(send)).toBe(false);
		fireEvent.click(send);

		expect(onSend).toHaveBeenCalledTimes(1);
	});

	it('disables Send and says why when a reason is given', () => {
		const { input, onSend } = renderInput({
			value: 'Write a haiku',
			sendDisabledReason: 'Connect your account to use the AI Assistant.',
		});

		const send = screen.getByRole('button', { name: 'Send request' });
		expect(isDisabled(send)).toBe(true);
		const reason = screen.getByText('Connect your account to use the AI Assistant.');
		expect(send.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
		expect(screen.queryByText('Press Enter to send your request.')).toBeNull();

		fireEvent.click(send);
		fireEvent.keyDown(input, { key: 'Enter' });
		expect(onSend).not.toHaveBeenCalled();
	});

	it('sends on Enter when Send is enabled, and keeps Enter from adding a newline', () => {
		const { input, onSend } = renderInput({ value: 'Write a haiku' });

		const notCancelled = fireEvent.keyDown(input, { key: 'Enter' });

		expect(onSend).toHaveBeenCalledTimes(1);
		expect(notCancelled).toBe(false);
	});

	it('does not send on Enter with an empty prompt', () => {
		const { input, onSend } = renderInput({ value: '' });

		fireEvent.keyDown(input, { key: 'Enter' });

		expect(onSend).not.toHaveBeenCalled();
	});

	it('leaves Shift+Enter to the textarea (a newline)', () => {
		const { input, onSend } = renderInput({ value: 'Write a haiku' });

		const notCancelled = fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });

		expect(onSend).not.toHaveBeenCalled();
		expect(notCancelled).toBe(true);
	});

	it('does not send while an IME composition is under way', () => {
		const { input, onSend } = renderInput({ value: 'かな' });

		fireEvent.keyDown(input, { key: 'Enter', isComposing: true });

		expect(onSend).not.toHaveBeenCalled();
	});

	it.each(['requesting', 'suggesting'] as const)(
		'while %s, says it is generating and offers Stop instead of Send',
		(status) => {
			const { onStop } = renderInput({ value: 'Write a haiku', status });

			expect(screen.getByText('Generating content…')).toBeTruthy();
			expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
			fireEvent.click(screen.getByRole('button', { name: 'Stop request' }));

			expect(onStop).toHaveBeenCalledTimes(1);
		}
	);

	it('stops on Escape while generating, and does not send on Enter', () => {
		const { input, onStop, onSend } = renderInput({ value: 'Write a haiku', status: 'suggesting' });

		fireEvent.keyDown(input, { key: 'Enter' });
		fireEvent.keyDown(input, { key: 'Escape' });

		expect(onSend).not.toHaveBeenCalled();
		expect(onStop).toHaveBeenCalledTimes(1);
	});

	it('ignores Escape when nothing is being generated', () => {
		const { input, onStop } = renderInput({ value: 'Write a haiku' });

		fireEvent.keyDown(input, { key: 'Escape' });

		expect(onStop).not.toHaveBeenCalled();
	});

	it('in content-generated, offers Accept, Try Again and Undo to original', () => {
		const { onAccept, onTryAgain, onUndoToOriginal } = renderInput({
			status: 'done',
			hasSuggestion: true,
		});

		fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
		fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
		fireEvent.click(screen.getByRole('button', { name: 'Undo to original' }));

		expect(onAccept).toHaveBeenCalledTimes(1);
		expect(onTryAgain).toHaveBeenCalledTimes(1);
		expect(onUndoToOriginal).toHaveBeenCalledTimes(1);
		expect(screen.queryByText('Generating content…')).toBeNull();
	});

	it('names Accept after acceptLabel, and leaves out what has no callback', () => {
		renderInput({
			status: 'done',
			hasSuggestion: true,
			acceptLabel: 'Accept title',
			onUndoToOriginal: undefined,
			onTryAgain: undefined,
		});

		screen.getByRole('button', { name: 'Accept title' });
		expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
		expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
		expect(screen.queryByRole('button', { name: 'Undo to original' })).toBeNull();
	});

	it('offers no Accept before there is a suggestion', () => {
		renderInput({ value: 'Write a haiku', status: 'done', hasSuggestion: false });

		expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
		expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
	});

	it('accepts on Ctrl+Enter (not Apple) when Accept is offered, without sending', () => {
		vi.spyOn(window.navigator, 'platform', 'get').mockReturnValue('Linux x86_64');
		const { input, onAccept, onSend } = renderInput({
			value: 'Make it shorter',
			status: 'done',
			hasSuggestion: true,
		});

		fireEvent.keyDown(input, { key: 'Enter', metaKey: true });
		expect(onAccept).not.toHaveBeenCalled();
		fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });

		expect(onAccept).toHaveBeenCalledTimes(1);
		expect(onSend).not.toHaveBeenCalled();
	});

	it('accepts on Cmd+Enter on Apple systems', () => {
		vi.spyOn(window.navigator, 'platform', 'get').mockReturnValue('MacIntel');
		const { input, onAccept } = renderInput({ status: 'done', hasSuggestion: true });

		fireEvent.keyDown(input, { key: 'Enter', metaKey: true });

		expect(onAccept).toHaveBeenCalledTimes(1);
	});

	it('does nothing on Mod+Enter when Accept is not offered', () => {
		vi.spyOn(window.navigator, 'platform', 'get').mockReturnValue('Linux x86_64');
		const { input, onAccept, onSend } = renderInput({ value: 'Write a haiku' });

		fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });

		expect(onAccept).not.toHaveBeenCalled();
		expect(onSend).not.toHaveBeenCalled();
	});

	it('after an error, offers Retry when onRetry is given', () => {
		const { onRetry, rerender, onChange, onSend, onStop } = renderInput({
			value: 'Write a haiku',
			status: 'error',
		});

		fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
		expect(onRetry).toHaveBeenCalledTimes(1);
		// The prompt can be sent again as it is.
		expect(isDisabled(screen.getByRole('button', { name: 'Send request' }))).toBe(false);

		rerender(
			<AssistantInput
				value="Write a haiku"
				status="error"
				hasSuggestion={false}
				onChange={onChange}
				onSend={onSend}
				onStop={onStop}
			/>
		);
		expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
	});

	it('offers no Retry outside the error state', () => {
		renderInput({ value: 'Write a haiku', status: 'done', hasSuggestion: true });

		expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
	});
});
