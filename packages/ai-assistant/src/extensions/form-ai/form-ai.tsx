import { upgradeLink } from '@blockyard/connection';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { createPortal, useCallback, useEffect, useLayoutEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { isKeyboardEvent } from '@wordpress/keycodes';

import type { QuotaBannerProps } from '../../components/error-notice';
import type { AiAvailability } from '../../feature/use-ai-availability';
import { useAiAvailability } from '../../feature/use-ai-availability';
import { CONTACT_FORM_BLOCK_NAME, SUBMIT_BUTTON_BLOCK_NAME, isFieldBlockName } from './block-names';
import { FormAiBar } from './form-ai-bar';
import { useFormAi } from './use-form-ai';

/** The class of the bar's element, the first child of the form's element. */
export const FORM_AI_BAR_CLASS = 'blockyard-form-ai-bar';

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

/**
 * The element of a block in the editor canvas: in the canvas iframe (WordPress 6.5+ and the
 * playground, `iframe[name="editor-canvas"]`), else in the page (an editor without iframe).
 * Block previews are other iframes, so their copies of the block are never found.
 */
export function findBlockElement(clientId: string, page: Document = document): HTMLElement | null {
	const id = `block-${clientId}`;
	for (const frame of Array.from(
		page.querySelectorAll<HTMLIFrameElement>('iframe[name="editor-canvas"]')
	)) {
		let canvas: Document | null = null;
		try {
			canvas = frame.contentDocument;
		} catch {
			// Another origin's frame: not the editor's.
		}
		const element = canvas?.getElementById(id);
		if (element) {
			return element;
		}
	}
	return page.getElementById(id);
}

/**
 * The block's element, looked up when the block mounts and whenever `lookAgain` changes (the
 * selection: the bar and the shortcut need it while the form or a field is selected).
 */
function useBlockElement(clientId: string, lookAgain: unknown): HTMLElement | null {
	const [element, setElement] = useState<HTMLElement | null>(null);
	useLayoutEffect(() => {
		const found = findBlockElement(clientId);
		setElement((previous) => (previous === found ? previous : found));
	}, [clientId, lookAgain]);
	return element;
}

/**
 * The element the bar renders into while it shows: a `div` put first into the form's element,
 * so the bar sits at the top of the form, under the block toolbar. React leaves it alone: it
 * only inserts its own children before other children of its own, or at the end.
 */
function useBarContainer(form: HTMLElement | null, isVisible: boolean): HTMLElement | null {
	const [container, setContainer] = useState<HTMLElement | null>(null);
	useLayoutEffect(() => {
		if (!isVisible || form === null) {
			return undefined;
		}
		const element = form.ownerDocument.createElement('div');
		element.className = FORM_AI_BAR_CLASS;
		element.dataset.blockyardFormAi = '';
		form.prepend(element);
		setContainer(element);
		return () => {
			element.remove();
			setContainer(null);
		};
	}, [form, isVisible]);
	return container;
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

/** Form AI for a form where it is offered: the request, the bar in the form, the shortcut. */
function FormAiSession({ clientId, isSelected, availability }: FormAiSessionProps) {
	const formAi = useFormAi(clientId);
	const form = useBlockElement(clientId, isSelected);
	// Closed with mod+/ until the selection leaves the form.
	const [isClosed, setClosed] = useState(false);
	const [focusOnOpen, setFocusOnOpen] = useState(false);
	const isVisible = isSelected && !isClosed;
	const container = useBarContainer(form, isVisible);

	useEffect(() => {
		if (!isSelected) {
			setClosed(false);
			setFocusOnOpen(false);
		}
	}, [isSelected]);

	const toggle = useCallback(() => {
		if (isVisible) {
			// Focus stays in the form rather than be lost with the bar.
			const active = form?.ownerDocument.activeElement;
			if (active && container?.contains(active)) {
				form?.focus();
			}
		}
		setFocusOnOpen(!isVisible);
		setClosed(isVisible);
	}, [container, form, isVisible]);

	// mod+/ toggles the bar. A keydown listener on the form's element (in whichever
	// document it is): it works in the canvas iframe as in the page, and everywhere inside the
	// form (fields' text and the bar).
	useEffect(() => {
		if (form === null) {
			return undefined;
		}
		const onKeyDown = (event: KeyboardEvent) => {
			if (isKeyboardEvent.primary(event, '/')) {
				event.preventDefault();
				toggle();
			}
		};
		form.addEventListener('keydown', onKeyDown);
		return () => form.removeEventListener('keydown', onKeyDown);
	}, [form, toggle]);

	if (container === null) {
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
	return createPortal(
		<FormAiBar
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
		/>,
		container
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
	const availability = useAiAvailability();
	const { isPlaced, isSelected } = useFormPlacement(clientId);
	if (!availability.isAvailable || !isPlaced) {
		return null;
	}
	return <FormAiSession clientId={clientId} isSelected={isSelected} availability={availability} />;
}
