import { upgradeLink } from '@blockyard/connection';
import { contactFormToolsSlot } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useShortcut } from '@wordpress/keyboard-shortcuts';

import type { QuotaBannerProps } from '../../components/error-notice';
import type { AiAvailability } from '../../feature/use-ai-availability';
import { useAiAvailability } from '../../feature/use-ai-availability';
import { CONTACT_FORM_BLOCK_NAME, SUBMIT_BUTTON_BLOCK_NAME, isFieldBlockName } from './block-names';
import { FormAiBar } from './form-ai-bar';
import { FORM_AI_SHORTCUT, useFormAiShortcut } from './shortcut';
import { useFormAi } from './use-form-ai';

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether the editor hides the block: WordPress 6.9's "Hide" block option sets
 * `metadata.blockVisibility` to false. WordPress 6.5 has no way to hide a block, so there
 * nothing counts as hidden.
 */
export function isHiddenBlock(attributes: Readonly<Record<string, unknown>> | null | undefined): boolean {
	const metadata = attributes?.metadata;
	return isRecord(metadata) && metadata.blockVisibility === false;
}

/** Where the form is and what is selected: Form AI's part of the editor's state. */
function useFormPlacement(formClientId: string) {
	return useSelect(
		(select) => {
			const editor = select(blockEditorStore);
			const isPlaced =
				editor.getBlockParentsByBlockName(formClientId, 'core/query').length === 0 &&
				!isHiddenBlock(editor.getBlockAttributes(formClientId)) &&
				// Not where the form may not be changed (a synced pattern, a locked template).
				editor.getBlockEditingMode(formClientId) === 'default';
			const selectedId = editor.getSelectedBlockClientId();
			let isSelected = selectedId === formClientId;
			if (!isSelected && selectedId !== null) {
				const name = editor.getBlockName(selectedId) ?? '';
				isSelected =
					(isFieldBlockName(name) || name === SUBMIT_BUTTON_BLOCK_NAME) &&
					// The bar of the form the block is in (the nearest one).
					editor.getBlockParentsByBlockName(selectedId, CONTACT_FORM_BLOCK_NAME, true)[0] ===
						formClientId &&
					!isHiddenBlock(editor.getBlockAttributes(selectedId));
			}
			return { isPlaced, isSelected };
		},
		[formClientId]
	);
}

/** The provider's AI upgrade page, coming back to this editor. */
const aiUpgradeUrl = () =>
	upgradeLink({
		source: 'jetpack-ai-yearly-tier-upgrade-nudge',
		site: window.location.host,
		redirectTo: window.location.href,
	});

interface FormAiSessionProps {
	readonly clientId: string;
	/** The form or one of its fields (or its button) is selected. */
	readonly isSelected: boolean;
	readonly availability: AiAvailability;
}

/** Form AI for a form where it is offered: the request, the bar at the top of the form, the shortcut. */
function FormAiSession({ clientId, isSelected, availability }: FormAiSessionProps) {
	const formAi = useFormAi(clientId);
	const bar = useRef<HTMLDivElement | null>(null);
	// Closed with the shortcut until the selection leaves the form.
	const [isClosed, setClosed] = useState(false);
	const [focusOnOpen, setFocusOnOpen] = useState(false);
	const isVisible = isSelected && !isClosed;

	useEffect(() => {
		if (!isSelected) {
			setClosed(false);
			setFocusOnOpen(false);
		}
	}, [isSelected]);

	const toggle = useCallback(
		(event: KeyboardEvent) => {
			event.preventDefault();
			const element = bar.current;
			const active = element?.ownerDocument.activeElement;
			if (isVisible && element && active && element.contains(active)) {
				// Focus stays in the form (the block around the bar) rather than be lost with the bar.
				element.closest<HTMLElement>('[data-block]')?.focus();
			}
			setFocusOnOpen(!isVisible);
			setClosed(isVisible);
		},
		[isVisible]
	);
	// The editor's shortcuts reach it from the canvas and the page alike; only the selected form answers.
	useShortcut(FORM_AI_SHORTCUT, toggle, { isDisabled: !isSelected });

	if (!isVisible) {
		return null;
	}
	const { state } = formAi;
	const { requiresUpgrade, feature } = availability;
	const quota: QuotaBannerProps | undefined =
		requiresUpgrade || state.error?.code === 'error_quota_exceeded'
			? {
					upgradeType: feature?.upgradeType ?? 'default',
					upgradeUrl: aiUpgradeUrl(),
					...(feature
						? { requestsCount: feature.requestsCount, requestsLimit: feature.requestsLimit }
						: {}),
				}
			: undefined;
	return (
		<contactFormToolsSlot.Fill clientId={clientId}>
			<FormAiBar
				ref={bar}
				value={formAi.prompt}
				onChange={formAi.setPrompt}
				onSend={formAi.send}
				onStop={formAi.stop}
				status={state.status}
				autoFocus={focusOnOpen}
				{...(quota ? { quota } : {})}
				{...(requiresUpgrade
					? { sendDisabledReason: __('Upgrade to keep using the AI Assistant.', 'blockyard') }
					: {})}
			/>
		</contactFormToolsSlot.Fill>
	);
}

export interface FormAiProps {
	/** The contact form's client id. */
	readonly clientId: string;
}

/**
 * Form AI for one contact form: its bar shows at the top of the form while
 * the form, one of its fields or its button is selected, and mod+/ toggles it. Not offered
 * when the AI assistant is not available, inside a query loop, where the form may not be
 * edited, or when the form (or the selected block) is hidden.
 */
export function FormAi({ clientId }: FormAiProps) {
	useFormAiShortcut();
	const availability = useAiAvailability();
	const { isPlaced, isSelected } = useFormPlacement(clientId);
	if (!availability.isAvailable || !isPlaced) {
		return null;
	}
	return <FormAiSession clientId={clientId} isSelected={isSelected} availability={availability} />;
}
