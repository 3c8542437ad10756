import { RawHTML, memo, useEffect, useMemo, useReducer, useRef } from '@wordpress/element';

import { sanitizePreviewHtml } from '../sanitize/html';
import { markdownToHtml } from './markdown-to-html';
import { extendSplit, type SettledSplit } from './split-settled';

export interface StreamingMarkdownProps {
	/** The markdown so far; while streaming, each new value is usually the last one plus a chunk. */
	readonly text: string;
	readonly className?: string;
	/** Marks the region `aria-busy` while the reply is still coming. */
	readonly isStreaming?: boolean;
}

const NOTHING: SettledSplit = { settled: [], tail: '' };

/**
 * One segment's HTML. Memoized on its source text, so a segment renders (and is parsed)
 * once, when it appears; after that only a segment whose text changed, the tail, renders.
 * It renders no more than this: the tests count renders by counting `markdownToHtml` calls.
 */
const MarkdownSegment = memo(function MarkdownSegment({ source }: { readonly source: string }) {
	// markdownToHtml escapes the reply's own HTML and keeps only safe URLs; the preview's
	// sanitiser is the second line of defence, and shows images as their alt text (nothing
	// the reply names is loaded while it streams).
	return (
		<RawHTML className="blockyard-ai-markdown__segment">
			{sanitizePreviewHtml(markdownToHtml(source))}
		</RawHTML>
	);
});

/**
 * The split of `text`, worked out from the last one: only the open tail is scanned again.
 * The ref only saves work; `extendSplit` checks it, so a stale one cannot give a wrong split.
 */
function useSettledSplit(text: string): SettledSplit {
	const previous = useRef<SettledSplit>(NOTHING);
	const split = useMemo(() => extendSplit(previous.current, text), [text]);
	useEffect(() => {
		previous.current = split;
	}, [split]);
	return split;
}

/**
 * Markdown source a commit renders beyond what the last one showed, at most (at least one
 * segment): about 10 ms of parsing and sanitising on this project's reference machine. A
 * stream that outruns the screen (a fast service sends thousands of pieces between two frames)
 * or a long reply opened in the editor shows over the frames after, so that no task renders
 * the whole of it at once.
 */
export const SOURCE_PER_COMMIT = 12_000;

/**
 * How many of `segments` to render: those already shown, and new ones up to
 * {@link SOURCE_PER_COMMIT} of source; the rest follow a frame later each.
 */
function useSegmentsShown(segments: readonly string[]): number {
	const shown = useRef(0);
	const [, renderAgain] = useReducer((frames: number) => frames + 1, 0);
	const start = Math.min(shown.current, segments.length);
	let end = start;
	for (let budget = SOURCE_PER_COMMIT; end < segments.length; end += 1) {
		const length = segments[end]?.length ?? 0;
		if (end > start && length > budget) {
			break;
		}
		budget -= length;
	}
	useEffect(() => {
		shown.current = end;
		if (end < segments.length) {
			const frame = requestAnimationFrame(renderAgain);
			return () => cancelAnimationFrame(frame);
		}
		return undefined;
	});
	return end;
}

/**
 * Renders markdown as it streams in, for the editor preview. The text is cut into settled
 * segments and an open tail (see `splitSettled`); each is rendered by a memoized child keyed
 * by its index, so a new chunk re-renders only the tail: no flicker of the settled part, and
 * no re-parsing of the whole reply on every chunk. Each segment is its own `div`. A commit
 * renders {@link SOURCE_PER_COMMIT} of new source at most; the region is `aria-busy` until the
 * rest has shown.
 *
 * No `aria-live`: a screen reader would read every chunk. Instead the region is `aria-busy`
 * while `isStreaming`, telling assistive technology that its content is still changing.
 */
export function StreamingMarkdown({ text, className, isStreaming = false }: StreamingMarkdownProps) {
	const { settled, tail } = useSettledSplit(text);
	// One list, so that the tail, once settled, is the same child (same key, same place): it
	// does not render again if its text has not changed, and its DOM is never replaced.
	const segments = tail === '' ? settled : [...settled, tail];
	const shown = useSegmentsShown(segments);
	return (
		<div className={className} aria-busy={isStreaming || shown < segments.length ? true : undefined}>
			{segments.slice(0, shown).map((source, index) => (
				<MarkdownSegment key={index} source={source} />
			))}
		</div>
	);
}
