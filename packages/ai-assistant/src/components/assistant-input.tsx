import { Button } from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode, Ref } from 'react';

import { PromptField } from './prompt-field';

/** The suggestion request's states (those of the request machine). */
export type SuggestionStatus = 'init' | 'requesting' | 'suggesting' | 'done' | 'error';

/** The assistant input's states, derived by `inputState`. */
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
	/** The Undo to original button's text ('Reject all' while the changes are reviewed); 'Undo to original' by default. */
	readonly undoToOriginalLabel?: string;
	readonly status: SuggestionStatus;
	readonly hasSuggestion: boolean;
	/** Why Send is unavailable (not connected, upgrade required); when set, Send is disabled and this is said. */
	readonly sendDisabledReason?: string;
	readonly inputRef?: Ref<HTMLTextAreaElement>;
	/** More controls beside Send (the AI block's saved prompts). */
	readonly tools?: ReactNode;
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
	undoToOriginalLabel,
	status,
	hasSuggestion,
	sendDisabledReason,
	inputRef,
	tools,
}: AssistantInputProps) {
	const id = `blockyard-ai-assistant-input-${useId()}`;
	const state = inputState({ value, status, hasSuggestion });
	const isGenerating = state === 'generating-content';
	const canSend = !isGenerating && value.trim() !== '' && !sendDisabledReason;
	const canAccept = state === 'content-generated' && onAccept !== undefined;

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
			<PromptField
				id={`${id}-textarea`}
				label={__('AI Assistant prompt', 'blockyard')}
				placeholder={__('Ask AI Assistant for anything…', 'blockyard')}
				value={value}
				onChange={onChange}
				isWorking={isGenerating}
				canSend={canSend}
				onSend={onSend}
				onStop={onStop}
				onAccept={canAccept ? onAccept : undefined}
				describedBy={`${id}-hint ${id}-disclaimer`}
				sendDescribedBy={sendDisabledReason ? `${id}-hint` : undefined}
				inputRef={inputRef}
				tools={tools}
			/>
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
							{undoToOriginalLabel ?? __('Undo to original', 'blockyard')}
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
