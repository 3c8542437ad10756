import { Button, Spinner, VisuallyHidden } from '@wordpress/components';
import { useCallback, useId, useLayoutEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { arrowUp, square } from '@wordpress/icons';
import { isKeyboardEvent } from '@wordpress/keycodes';
import type { KeyboardEvent, Ref } from 'react';

/** Seed 000 §4: the suggestion request's states. */
export type SuggestionStatus = 'init' | 'requesting' | 'suggesting' | 'done' | 'error';

/** Seed 000 §4: the assistant input's states. */
export type AssistantInputState = 'init' | 'ready-to-generate' | 'generating-content' | 'content-generated';

export interface InputStateOf {
	readonly value: string;
	readonly status: SuggestionStatus;
	readonly hasSuggestion: boolean;
}

/**
 * The input's state, derived from what it holds and where the request is: generating while a
 * request runs; content-generated once a finished request left a suggestion; otherwise
 * ready-to-generate when something is typed, init when nothing is.
 */
export function inputState({ value, status, hasSuggestion }: InputStateOf): AssistantInputState {
	if (status === 'requesting' || status === 'suggesting') {
		return 'generating-content';
	}
	if (status === 'done' && hasSuggestion) {
		return 'content-generated';
	}
	return value.trim() === '' ? 'init' : 'ready-to-generate';
}

export interface AssistantInputProps {
	readonly value: string;
	readonly onChange: (value: string) => void;
	readonly onSend: () => void;
	readonly onStop: () => void;
	/** Given when the suggestion can be accepted; Mod+Enter accepts too. */
	readonly onAccept?: () => void;
	/** The Accept button's text ('Accept title' for a title request on the post screen); 'Accept' by default. */
	readonly acceptLabel?: string;
	readonly onTryAgain?: () => void;
	/** Shown as Retry after a failed request. */
	readonly onRetry?: () => void;
	readonly onUndoToOriginal?: () => void;
	readonly status: SuggestionStatus;
	readonly hasSuggestion: boolean;
	/** Why Send is unavailable (not connected, upgrade required); when set, Send is disabled and this is said. */
	readonly sendDisabledReason?: string;
	readonly inputRef?: Ref<HTMLTextAreaElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
	if (typeof ref === 'function') {
		ref(value);
	} else if (ref) {
		(ref as { current: T | null }).current = value;
	}
}

/** The AI Assistant's prompt: a growing textarea with Send or Stop, and Accept, Try Again and Retry when they apply. */
export function AssistantInput({
	value,
	onChange,
	onSend,
	onStop,
	onAccept,
	acceptLabel,
	onTryAgain,
	onRetry,
	onUndoToOriginal,
	status,
	hasSuggestion,
	sendDisabledReason,
	inputRef,
}: AssistantInputProps) {
	const id = `blockyard-ai-assistant-input-${useId()}`;
	const textarea = useRef<HTMLTextAreaElement | null>(null);
	const state = inputState({ value, status, hasSuggestion });
	const isGenerating = state === 'generating-content';
	const canSend = !isGenerating && value.trim() !== '' && !sendDisabledReason;
	const canAccept = state === 'content-generated' && onAccept !== undefined;

	const setTextarea = useCallback(
		(element: HTMLTextAreaElement | null) => {
			textarea.current = element;
			assignRef(inputRef, element);
		},
		[inputRef]
	);

	// Grow with the content, typed or set from outside (a starter prompt being typed in).
	useLayoutEffect(() => {
		const element = textarea.current;
		if (!element) {
			return;
		}
		element.style.height = 'auto';
		if (element.scrollHeight > 0) {
			element.style.height = `${element.scrollHeight}px`;
		}
	}, [value]);

	const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
		if (event.nativeEvent.isComposing) {
			return;
		}
		if (event.key === 'Escape') {
			if (isGenerating) {
				event.preventDefault();
				onStop();
			}
			return;
		}
		if (event.key !== 'Enter') {
			return;
		}
		if (isKeyboardEvent.primary(event, 'enter')) {
			if (canAccept) {
				event.preventDefault();
				onAccept?.();
			}
			return;
		}
		if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
			return;
		}
		// Enter is the send key here, never a newline (Shift+Enter is).
		event.preventDefault();
		if (canSend) {
			onSend();
		}
	};

	let hint: string | undefined;
	if (sendDisabledReason && !isGenerating) {
		hint = sendDisabledReason;
	} else if (state === 'ready-to-generate') {
		hint = __('Press Enter to send your request.', 'blockyard');
	} else if (isGenerating) {
		hint = __('Generating content…', 'blockyard');
	}

	return (
		<div className={`blockyard-ai-assistant-input is-state-${state}`}>
			<div className="blockyard-ai-assistant-input__field">
				<VisuallyHidden as="label" htmlFor={`${id}-textarea`}>
					{__('AI Assistant prompt', 'blockyard')}
				</VisuallyHidden>
				<textarea
					id={`${id}-textarea`}
					ref={setTextarea}
					className="blockyard-ai-assistant-input__textarea"
					rows={1}
					value={value}
					placeholder={__('Ask AI Assistant for anything…', 'blockyard')}
					aria-describedby={`${id}-hint ${id}-disclaimer`}
					onChange={(event) => onChange(event.target.value)}
					onKeyDown={onKeyDown}
				/>
				<div className="blockyard-ai-assistant-input__actions">
					{isGenerating ? (
						<>
							<Spinner />
							<Button icon={square} label={__('Stop request', 'blockyard')} onClick={onStop} />
						</>
					) : (
						<Button
							icon={arrowUp}
							label={__('Send request', 'blockyard')}
							disabled={!canSend}
							aria-describedby={sendDisabledReason ? `${id}-hint` : undefined}
							onClick={onSend}
						/>
					)}
				</div>
			</div>
			<p id={`${id}-hint`} className="blockyard-ai-assistant-input__hint" aria-live="polite">
				{hint}
			</p>
			{state === 'content-generated' || (status === 'error' && onRetry) ? (
				<div className="blockyard-ai-assistant-input__result-actions">
					{canAccept ? (
						<Button variant="primary" onClick={onAccept}>
							{acceptLabel ?? __('Accept', 'blockyard')}
						</Button>
					) : null}
					{state === 'content-generated' && onTryAgain ? (
						<Button variant="secondary" onClick={onTryAgain}>
							{__('Try Again', 'blockyard')}
						</Button>
					) : null}
					{state === 'content-generated' && onUndoToOriginal ? (
						<Button variant="tertiary" onClick={onUndoToOriginal}>
							{__('Undo to original', 'blockyard')}
						</Button>
					) : null}
					{status === 'error' && onRetry ? (
						<Button variant="secondary" onClick={onRetry}>
							{__('Retry', 'blockyard')}
						</Button>
					) : null}
				</div>
			) : null}
			<p id={`${id}-disclaimer`} className="blockyard-ai-assistant-input__disclaimer">
				{__('AI-generated content could be inaccurate or biased.', 'blockyard')}
			</p>
		</div>
	);
}
