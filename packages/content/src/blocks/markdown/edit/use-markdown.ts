import { afterNextPaint } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useRef, useState } from '@wordpress/element';

import { renderMarkdown } from '../render';
import { renderMarkdownInSlices, type MarkdownRendering } from '../render-in-slices';
import { splitMarkdown } from '../split-markdown';
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

/** A rendering that is already done: the HTML of a source rendered in one go. */
function renderedRendering(source: string, html: string): MarkdownRendering {
	return {
		source,
		chunks: [html],
		isDone: () => true,
		changed: () => Promise.resolve(),
		cancel: () => undefined,
		finished: Promise.resolve(html),
	};
}

/**
 * The rendering of `source`: made at once for a source of one chunk (`splitMarkdown`), so the preview shows it
 * with no empty frame; for a longer one, started after the render and rendered in slices
 * (see `renderMarkdownInSlices`), cancelled when the source changes or the edit goes. The HTML
 * is the whole rendering's once it is done.
 */
function useRendering(
	source: string,
	renderedBefore: { source: string; html: string } | null
): { rendering: MarkdownRendering | undefined; html: string | undefined } {
	const parts = useMemo(() => splitMarkdown(source), [source]);
	const inOneGo = parts.length === 1;
	const rendered = useMemo(
		() =>
			inOneGo
				? renderedRendering(
						source,
						renderedBefore?.source === source ? renderedBefore.html : renderMarkdown(source)
					)
				: undefined,
		// The earlier rendering only saves work: it is used when it is of this very source.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[source, inOneGo]
	);
	const [sliced, setSliced] = useState<MarkdownRendering | undefined>(undefined);
	const [slicedHtml, setSlicedHtml] = useState<{ source: string; html: string } | undefined>(undefined);
	useEffect(() => {
		if (inOneGo) {
			setSliced(undefined);
			return undefined;
		}
		const rendering = renderMarkdownInSlices(source, { parts });
		setSliced(rendering);
		let cancelAfterPaint = () => undefined as void;
		void rendering.finished.then((html) => {
			if (html !== undefined) {
				// Once the last chunk is painted: storing the HTML makes the editor serialise the
				// post again, a long task that would otherwise hold the preview's last frame.
				cancelAfterPaint = afterNextPaint(() => setSlicedHtml({ source, html }));
			}
		});
		return () => {
			rendering.cancel();
			cancelAfterPaint();
		};
	}, [source, parts, inOneGo]);

	if (rendered !== undefined) {
		return { rendering: rendered, html: rendered.chunks[0] };
	}
	return {
		rendering: sliced?.source === source ? sliced : undefined,
		html: slicedHtml?.source === source ? slicedHtml.html : undefined,
	};
}

/**
 * The rendering of the source (for the preview), and a setter of the source that stores its
 * rendering in the `html` attribute beside it, which `save` prints. Both change in one update,
 * so typing coalesces into undo steps as in any text block. A block whose `html` does not
 * match its source (made by a transform or `createBlock`, which give only the source) gets it
 * once its rendering is done, without an undo step of its own.
 *
 * While a large source is typed (`typing`: the source pane is shown), the setter stores the
 * source alone and the rendering follows when typing pauses, the same way as a transform's.
 * A source longer than a chunk is rendered in slices, so the `html` follows a little later.
 */
export function useMarkdown(
	{ source, html }: MarkdownAttributes,
	setAttributes: (attributes: Partial<MarkdownAttributes>) => void,
	{ typing }: { typing: boolean }
): { rendering: MarkdownRendering | undefined; setSource: (source: string) => void } {
	const last = useRef<{ source: string; html: string } | null>(null);
	const settled = useSettledSource(source, typing);
	const { rendering, html: rendered } = useRendering(settled, last.current);
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);

	useEffect(() => {
		if (settled === source && rendered !== undefined && rendered !== html) {
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

	return { rendering, setSource };
}
