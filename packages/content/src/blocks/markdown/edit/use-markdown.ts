import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useRef, useState } from '@wordpress/element';

import { renderMarkdown } from '../render';
import type { MarkdownAttributes } from '../types';

/**
 * Sources of this many characters or more are rendered once typing pauses, not on every
 * keystroke: rendering takes about a millisecond for every 1,500 characters, so a long
 * document would hold each keystroke for a noticeable time.
 */
export const LARGE_SOURCE_CHARS = 20_000;

/** The pause in typing, in milliseconds, after which a large source is rendered. */
export const LARGE_SOURCE_PAUSE_MS = 300;

/**
 * The source to render: the source itself, or, for a large source while it is being typed
 * (`typing`), its value once typing has paused for {@link LARGE_SOURCE_PAUSE_MS}.
 */
function useSettledSource(source: string, typing: boolean): string {
	const [settled, setSettled] = useState(source);
	const deferred = typing && source.length >= LARGE_SOURCE_CHARS;
	useEffect(() => {
		if (!deferred) {
			setSettled(source);
			return undefined;
		}
		const timer = setTimeout(() => setSettled(source), LARGE_SOURCE_PAUSE_MS);
		return () => clearTimeout(timer);
	}, [source, deferred]);
	return deferred ? settled : source;
}

/**
 * The source rendered and sanitised (for the preview), and a setter of the source that stores
 * its rendering in the `html` attribute beside it, which `save` prints. Both change in one
 * update, so typing coalesces into undo steps as in any text block. A block whose `html` does
 * not match its source (made by a transform or `createBlock`, which give only the source) gets
 * it the first time its edit renders, without an undo step of its own.
 *
 * While a large source is typed (`typing`: the source pane is shown), the setter stores the
 * source alone and the rendering follows when typing pauses, the same way as a transform's.
 */
export function useMarkdown(
	{ source, html }: MarkdownAttributes,
	setAttributes: (attributes: Partial<MarkdownAttributes>) => void,
	{ typing }: { typing: boolean }
): { rendered: string; setSource: (source: string) => void } {
	const last = useRef<{ source: string; html: string } | null>(null);
	const settled = useSettledSource(source, typing);
	const rendered = useMemo(
		() => (last.current?.source === settled ? last.current.html : renderMarkdown(settled)),
		[settled]
	);
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);

	useEffect(() => {
		if (settled === source && rendered !== html) {
			markNextChangeAsNotPersistent();
			setAttributes({ html: rendered });
		}
	}, [settled, source, rendered, html, markNextChangeAsNotPersistent, setAttributes]);

	const setSource = useCallback(
		(next: string) => {
			if (typing && next.length >= LARGE_SOURCE_CHARS) {
				setAttributes({ source: next });
				return;
			}
			const nextHtml = renderMarkdown(next);
			last.current = { source: next, html: nextHtml };
			setAttributes({ source: next, html: nextHtml });
		},
		[setAttributes, typing]
	);

	return { rendered, setSource };
}
