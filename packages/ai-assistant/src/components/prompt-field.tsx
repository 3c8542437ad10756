import { Button, Spinner, VisuallyHidden } from '@wordpress/components';
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { arrowUp, square } from '@wordpress/icons';
import { isKeyboardEvent } from '@wordpress/keycodes';
import type { KeyboardEvent, ReactNode, Ref } from 'react';

export interface PromptFieldProps {
	/** The textarea's id; its label points at it. */
	readonly id: string;
	/** The textarea's (visually hidden) label. */
	readonly label: string;
	readonly placeholder: string;
	readonly value: string;
	readonly onChange: (value: string) => void;
	/** A request runs: Stop (and Esc) instead of Send, a spinner. */
	readonly isWorking: boolean;
	/** Send is enabled (and Enter sends). */
	readonly canSend: boolean;
	readonly onSend: () => void;
	readonly onStop: () => void;
	/** Given when accepting is possible: Mod+Enter calls it. */
	readonly onAccept?: (() => void) | undefined;
	readonly readOnly?: boolean;
	/** Ids of what describes the textarea (hint, disclaimer). */
	readonly describedBy?: string;
	/** Ids of what says why Send is disabled. */
	readonly sendDescribedBy?: string | undefined;
	readonly inputRef?: Ref<HTMLTextAreaElement> | undefined;
	/** More controls before Send (the AI block's saved prompts). */
	readonly tools?: ReactNode;
}

/** Whether the browser sizes a textarea to its content by itself (CSS `field-sizing`). */
function sizesFieldsToContent(): boolean {
	return (
		typeof CSS !== 'undefined' &&
		typeof CSS.supports === 'function' &&
		CSS.supports('field-sizing', 'content')
	);
}

/** Runs `callback` in the next frame (a short timer where there are no frames); returns its cancel. */
function inNextFrame(callback: () => void): () => void {
	if (typeof requestAnimationFrame === 'function') {
		const id = requestAnimationFrame(() => callback());
		return () => cancelAnimationFrame(id);
	}
	const id = setTimeout(callback, 16);
	return () => clearTimeout(id);
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
	if (typeof ref === 'function') {
		ref(value);
	} else if (ref) {
		(ref as { current: T | null }).current = value;
	}
}

/**
 * The prompt box both AI inputs share (the AI block's and Form AI's): a textarea that grows
 * with its content, Send or Stop with a spinner. Enter sends (never a newline: Shift+Enter
 * is), Esc stops a running request, Mod+Enter accepts when `onAccept` is given; nothing
 * happens while an input method is composing.
 */
export function PromptField({
	id,
	label,
	placeholder,
	value,
	onChange,
	isWorking,
	canSend,
	onSend,
	onStop,
	onAccept,
	readOnly = false,
	describedBy,
	sendDescribedBy,
	inputRef,
	tools,
}: PromptFieldProps) {
	const textarea = useRef<HTMLTextAreaElement | null>(null);
	const setTextarea = useCallback(
		(element: HTMLTextAreaElement | null) => {
			textarea.current = element;
			assignRef(inputRef, element);
			// Set here rather than in a stylesheet: both inputs get it, whichever styles load.
			if (element && sizesFieldsToContent()) {
				element.style.setProperty('field-sizing', 'content');
			}
		},
		[inputRef]
	);

	// Grow with the content, typed or set from outside (a starter prompt being typed in, the
	// prompt cleared as a reply ends). The browser does it where it can; elsewhere the height is
	// measured in the next frame, which lays the page out anyway: measuring at once would make
	// the browser lay out the whole editor (at the end of a reply, the reply too) inside the
	// task that changed the value.
	useEffect(() => {
		const element = textarea.current;
		if (!element || sizesFieldsToContent()) {
			return undefined;
		}
		return inNextFrame(() => {
			element.style.height = 'auto';
			if (element.scrollHeight > 0) {
				element.style.height = `${element.scrollHeight}px`;
			}
		});
	}, [value]);

	const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
		if (event.nativeEvent.isComposing) {
			return;
		}
		if (event.key === 'Escape') {
			if (isWorking) {
				event.preventDefault();
				onStop();
			}
			return;
		}
		if (event.key !== 'Enter') {
			return;
		}
		if (isKeyboardEvent.primary(event, 'enter')) {
			if (onAccept) {
				event.preventDefault();
				onAccept();
			}
			return;
		}
		if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
			return;
		}
		event.preventDefault();
		if (canSend) {
			onSend();
		}
	};

	return (
		<div className="blockyard-ai-assistant-input__field">
			<VisuallyHidden as="label" htmlFor={id}>
				{label}
			</VisuallyHidden>
			<textarea
				id={id}
				ref={setTextarea}
				className="blockyard-ai-assistant-input__textarea"
				rows={1}
				value={value}
				readOnly={readOnly}
				placeholder={placeholder}
				aria-describedby={describedBy}
				onChange={(event) => onChange(event.target.value)}
				onKeyDown={onKeyDown}
			/>
			<div className="blockyard-ai-assistant-input__actions">
				{tools}
				{isWorking ? (
					<>
						<Spinner />
						<Button icon={square} label={__('Stop request', 'blockyard')} onClick={onStop} />
					</>
				) : (
					<Button
						icon={arrowUp}
						label={__('Send request', 'blockyard')}
						disabled={!canSend}
						aria-describedby={sendDescribedBy}
						onClick={onSend}
					/>
				)}
			</div>
		</div>
	);
}
