import { Button, Spinner, VisuallyHidden } from '@wordpress/components';
import { useEffect, useId, useLayoutEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { arrowUp, square } from '@wordpress/icons';
import type { KeyboardEvent } from 'react';

import { QuotaBanner, type QuotaBannerProps } from '../../components/error-notice';
import type { RequestStatus } from '../../request/machine';

export interface FormAiBarProps {
	/** What the user typed. */
	readonly value: string;
	readonly onChange: (value: string) => void;
	readonly onSend: () => void;
	/** Stops the running request (the Stop button, Esc). */
	readonly onStop: () => void;
	readonly status: RequestStatus;
	/** Why Send is unavailable (an upgrade is required); when set, Send is disabled and this is said. */
	readonly sendDisabledReason?: string;
	/** The quota banner's props, when it shows (quota exceeded, upgrade required). */
	readonly quota?: QuotaBannerProps;
	/** Focus the prompt when the bar opens (it was opened with the keyboard). */
	readonly autoFocus?: boolean;
}

/**
 * Form AI's bar (seed 000 §2): a prompt asking the AI to create the form, with Send, or Stop
 * while the form is being created, when the prompt reads 'Creating your form. Please wait a
 * few moments.'. Enter sends, Shift+Enter adds a line, Esc stops.
 */
export function FormAiBar({
	value,
	onChange,
	onSend,
	onStop,
	status,
	sendDisabledReason,
	quota,
	autoFocus = false,
}: FormAiBarProps) {
	const id = `blockyard-form-ai-${useId()}`;
	const textarea = useRef<HTMLTextAreaElement | null>(null);
	const isWorking = status === 'requesting' || status === 'suggesting';
	const canSend = !isWorking && value.trim() !== '' && sendDisabledReason === undefined;
	const working = __('Creating your form. Please wait a few moments.', 'blockyard');
	const shown = isWorking ? '' : value;

	useEffect(() => {
		if (autoFocus) {
			textarea.current?.focus();
		}
	}, [autoFocus]);

	// Grow with the content.
	useLayoutEffect(() => {
		const element = textarea.current;
		if (!element) {
			return;
		}
		element.style.height = 'auto';
		if (element.scrollHeight > 0) {
			element.style.height = `${element.scrollHeight}px`;
		}
	}, [shown]);

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
		if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
			return;
		}
		// Enter sends, never adds a line (Shift+Enter does).
		event.preventDefault();
		if (canSend) {
			onSend();
		}
	};

	let hint: string | undefined;
	if (sendDisabledReason !== undefined && !isWorking) {
		hint = sendDisabledReason;
	} else if (canSend) {
		hint = __('Press Enter to send your request.', 'blockyard');
	}

	return (
		<div className="blockyard-form-ai-bar__inner">
			{quota ? <QuotaBanner {...quota} /> : null}
			<div className={`blockyard-ai-assistant-input blockyard-form-ai-bar__input is-status-${status}`}>
				<div className="blockyard-ai-assistant-input__field">
					<VisuallyHidden as="label" htmlFor={`${id}-prompt`}>
						{__('Describe the form to create', 'blockyard')}
					</VisuallyHidden>
					<textarea
						id={`${id}-prompt`}
						ref={textarea}
						className="blockyard-ai-assistant-input__textarea"
						rows={1}
						value={shown}
						readOnly={isWorking}
						placeholder={
							isWorking ? working : __('Ask AI Assistant to create your form…', 'blockyard')
						}
						aria-describedby={`${id}-hint`}
						onChange={(event) => onChange(event.target.value)}
						onKeyDown={onKeyDown}
					/>
					<div className="blockyard-ai-assistant-input__actions">
						{isWorking ? (
							<>
								<Spinner />
								<Button
									icon={square}
									label={__('Stop request', 'blockyard')}
									onClick={onStop}
								/>
							</>
						) : (
							<Button
								icon={arrowUp}
								label={__('Send request', 'blockyard')}
								disabled={!canSend}
								onClick={onSend}
							/>
						)}
					</div>
				</div>
				<p id={`${id}-hint`} className="blockyard-ai-assistant-input__hint" aria-live="polite">
					{hint}
					{isWorking ? <VisuallyHidden as="span">{working}</VisuallyHidden> : null}
				</p>
			</div>
		</div>
	);
}
