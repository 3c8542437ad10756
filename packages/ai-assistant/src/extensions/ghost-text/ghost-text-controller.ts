import { store as blockEditorStore } from '@wordpress/block-editor';

import { hasWholeSentence } from '../../prompts/continuation';
import { drawGhostText, eraseGhostText } from './ghost-text-style';
import { plainTextOf, withTextAdded, type ParagraphContent } from './paragraph-content';

/** How long typing pauses before a continuation is asked for. */
export const GHOST_TEXT_PAUSE_MS = 1_000;

/** What the controller reads of the block editor's store, as every supported version has it. */
interface BlockEditorSelectors {
	getBlockAttributes(clientId: string): Record<string, unknown> | null;
	getSelectionStart(): { clientId?: string; attributeKey?: string; offset?: number };
	getSelectionEnd(): { clientId?: string; attributeKey?: string; offset?: number };
}

/** What it does to the store: one attribute update (one undo step), then the caret after it. */
interface BlockEditorActions {
	updateBlockAttributes(clientId: string, attributes: Record<string, unknown>): void;
	selectionChange(clientId: string, attributeKey: string, startOffset: number, endOffset: number): void;
}

/** The part of a data registry the controller uses. */
export interface GhostTextRegistry {
	select(store: typeof blockEditorStore): unknown;
	dispatch(store: typeof blockEditorStore): unknown;
	subscribe(listener: () => void, store?: typeof blockEditorStore): () => void;
}

export interface GhostTextOptions {
	readonly registry: GhostTextRegistry;
	/** The paragraph the ghost text is offered in. */
	readonly clientId: string;
	/** Where the paragraph is drawn: the editor canvas's document. */
	readonly canvas: () => Document | undefined;
	/** Asks for a continuation of the paragraph's text; undefined when there is none to offer. */
	readonly ask: (paragraph: string, signal: AbortSignal) => Promise<string | undefined>;
	/** A continuation is shown. */
	readonly onOffer: (continuation: string) => void;
	/** A continuation was taken in with Tab. */
	readonly onAccept: () => void;
	readonly pauseMs?: number;
}

/** Keys that only modify others: pressing one alone neither accepts nor dismisses. */
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'Fn']);

/**
 * Offers continuations of the paragraph `clientId` while it is selected, until the returned
 * function stops it. It follows the store, never the typing itself: after a pause of
 * `pauseMs` in changes to the paragraph's content, with the caret (collapsed) at the end of a
 * text that holds a whole sentence, it asks for a continuation and draws it after the text.
 * Tab takes it in as one attribute update (one undo step) with the caret after it; any other
 * key, a click or a change of the paragraph puts it away, and the key goes on as typed. A
 * request still on its way when the paragraph changes is abandoned.
 */
export function startGhostText({
	registry,
	clientId,
	canvas,
	ask,
	onOffer,
	onAccept,
	pauseMs = GHOST_TEXT_PAUSE_MS,
}: GhostTextOptions): () => void {
	const editor = () => registry.select(blockEditorStore) as BlockEditorSelectors;
	const contentOf = (): ParagraphContent => editor().getBlockAttributes(clientId)?.content;

	let content = contentOf();
	let timer: ReturnType<typeof setTimeout> | undefined;
	let request: AbortController | undefined;
	let shown: { readonly document: Document; readonly continuation: string } | undefined;

	const dismiss = () => {
		if (shown !== undefined) {
			eraseGhostText(shown.document);
			shown.document.removeEventListener('keydown', onKeyDown, true);
			shown.document.removeEventListener('pointerdown', dismiss, true);
			shown = undefined;
		}
	};

	const accept = (continuation: string) => {
		const text = plainTextOf(content);
		const added = `${/\s$/.test(text) ? '' : ' '}${continuation}`;
		const actions = registry.dispatch(blockEditorStore) as unknown as BlockEditorActions;
		dismiss();
		actions.updateBlockAttributes(clientId, { content: withTextAdded(content, added) });
		const end = text.length + added.length;
		actions.selectionChange(clientId, 'content', end, end);
		onAccept();
	};

	function onKeyDown(event: KeyboardEvent) {
		if (shown === undefined || MODIFIER_KEYS.has(event.key)) {
			return;
		}
		const plainTab =
			event.key === 'Tab' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
		if (plainTab) {
			// Before the editor's own Tab (which would move the focus): the key is the ghost text's.
			event.preventDefault();
			event.stopImmediatePropagation();
			accept(shown.continuation);
		} else {
			dismiss();
		}
	}

	const caretAtEnd = (text: string): boolean => {
		const start = editor().getSelectionStart();
		const end = editor().getSelectionEnd();
		return (
			start.clientId === clientId &&
			end.clientId === clientId &&
			start.attributeKey === 'content' &&
			start.offset === text.length &&
			end.offset === text.length
		);
	};

	const offer = async () => {
		const asked = content;
		const text = plainTextOf(asked);
		if (!caretAtEnd(text) || !hasWholeSentence(text)) {
			return;
		}
		request = new AbortController();
		const { signal } = request;
		const continuation = await ask(text, signal).catch(() => undefined);
		const document = canvas();
		if (signal.aborted || continuation === undefined || document === undefined) {
			return;
		}
		if (contentOf() !== asked || !caretAtEnd(text)) {
			return;
		}
		drawGhostText(document, clientId, `${/\s$/.test(text) ? '' : ' '}${continuation}`);
		document.addEventListener('keydown', onKeyDown, true);
		document.addEventListener('pointerdown', dismiss, true);
		shown = { document, continuation };
		onOffer(continuation);
	};

	const unsubscribe = registry.subscribe(() => {
		const next = contentOf();
		if (next === content) {
			return;
		}
		// The paragraph changed: what was offered or asked for no longer follows it.
		content = next;
		dismiss();
		request?.abort();
		clearTimeout(timer);
		timer = setTimeout(() => void offer(), pauseMs);
	}, blockEditorStore);

	return () => {
		unsubscribe();
		clearTimeout(timer);
		request?.abort();
		dismiss();
	};
}
