import { isNarrowerThan, useContainerWidth } from '@blockyard/ui';
import { VisuallyHidden } from '@wordpress/components';
import { useMergeRefs } from '@wordpress/compose';
import { forwardRef, useEffect, useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { QuotaBanner, type QuotaBannerProps } from '../../components/error-notice';
import { PromptField } from '../../components/prompt-field';
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
 * Form AI's bar: a prompt asking the AI to create the form, with Send, or Stop
 * while the form is being created, when the prompt reads 'Creating your form. Please wait a
 * few moments.'. Enter sends, Shift+Enter adds a line, Esc stops. In a form narrower than
 * the mobile breakpoint (480 px, measured on the bar's container at most every 20 ms) it
 * takes its narrow layout (`is-narrow`).
 */
export const FormAiBar = forwardRef<HTMLDivElement, FormAiBarProps>(function FormAiBar(
	{ value, onChange, onSend, onStop, status, sendDisabledReason, quota, autoFocus = false },
	ref
) {
	const id = `blockyard-form-ai-${useId()}`;
	const textarea = useRef<HTMLTextAreaElement | null>(null);
	const container = useContainerWidth<HTMLDivElement>();
	const isNarrow = container.width !== undefined && isNarrowerThan(container.width, 'mobile');
	const barRef = useMergeRefs([ref, container.ref]);
	const isWorking = status === 'requesting' || status === 'suggesting';
	const canSend = !isWorking && value.trim() !== '' && sendDisabledReason === undefined;
	const working = __('Creating your form. Please wait a few moments.', 'blockyard');

	useEffect(() => {
		if (autoFocus) {
			textarea.current?.focus();
		}
	}, [autoFocus]);

	let hint: string | undefined;
	if (sendDisabledReason !== undefined && !isWorking) {
		hint = sendDisabledReason;
	} else if (canSend) {
		hint = __('Press Enter to send your request.', 'blockyard');
	}

	return (
		<div ref={barRef} className={isNarrow ? 'blockyard-form-ai-bar is-narrow' : 'blockyard-form-ai-bar'}>
			{quota ? <QuotaBanner {...quota} /> : null}
			<div className={`blockyard-ai-assistant-input blockyard-form-ai-bar__input is-status-${status}`}>
				<PromptField
					id={`${id}-prompt`}
					label={__('Describe the form to create', 'blockyard')}
					placeholder={
						isWorking ? working : __('Ask AI Assistant to create your form…', 'blockyard')
					}
					value={isWorking ? '' : value}
					onChange={onChange}
					isWorking={isWorking}
					canSend={canSend}
					onSend={onSend}
					onStop={onStop}
					readOnly={isWorking}
					describedBy={`${id}-hint`}
					inputRef={textarea}
				/>
				<p id={`${id}-hint`} className="blockyard-ai-assistant-input__hint" aria-live="polite">
					{hint}
					{isWorking ? <VisuallyHidden as="span">{working}</VisuallyHidden> : null}
				</p>
			</div>
		</div>
	);
});
