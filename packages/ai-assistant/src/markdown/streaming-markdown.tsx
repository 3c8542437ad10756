import { RawHTML, memo, useEffect, useMemo, useReducer, useRef, useState } from '@wordpress/element';

import { sanitizePreviewHtml } from '../sanitize/html';
import { markdownToHtml } from './markdown-to-html';
import { segmentWarmUp, settledSegmentHtml } from './segment-html';
import { extendSplit, type SettledSplit } from './split-settled';

export interface StreamingMarkdownProps {
	/** The markdown so far; while streaming, each new value is usually the last one plus a chunk. */
	readonly text: string;
	readonly className?: string;
	/** Marks the region `aria-busy` while the reply is still coming. */
	readonly isStreaming?: boolean;
}

const NOTHING: SettledSplit = { settled: [], tail: '' };

/** One segment's sanitised HTML, memoized on it: a segment whose HTML is unchanged never renders again. */
const MarkdownSegment = memo(function MarkdownSegment({ html }: { readonly html: string }) {
	return <RawHTML className="blockyard-ai-markdown__segment">{html}</RawHTML>;
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
 * Milliseconds a render spends on new segments' HTML (parsing and sanitising), at most: past
 * it, the segment under way is the last (a commit shows at least one), and the rest follow a
 * frame later each. A stream that outruns the screen (a fast service sends thousands of pieces
 * between two frames) or a long reply opened in the editor shows over the frames after, so no
 * task renders the whole of it at once, on a fast machine or a slow one. Putting the HTML on
 * the page (parsed again), its layout and its paint follow in the same task and cost about as
 * much again: 4 ms keeps that task well under a long task's 50 ms, with room for a garbage
 * collection that lands in it.
 */
export const RENDER_BUDGET_MS = 4;

/** A segment's source and its sanitised HTML, as this preview last rendered it. */
interface RenderedSegment {
	readonly source: string;
	readonly html: string;
}

/**
 * The HTML of the segments to show: those rendered before whose source is unchanged, then new
 * or changed ones for {@link RENDER_BUDGET_MS}. A settled segment's HTML comes from the kept
 * ones (`settledSegmentHtml`), often rendered ahead by the warm-up; the tail's is rendered
 * afresh. What is rendered is kept in a ref, a cache the same for the same sources, so a render
 * React throws away (or runs twice) costs time but changes nothing.
 */
function useSegmentsHtml(segments: readonly string[], settledCount: number): readonly string[] {
	const rendered = useRef<RenderedSegment[]>([]);
	const [, renderAgain] = useReducer((frames: number) => frames + 1, 0);
	const known = rendered.current;
	const until = performance.now() + RENDER_BUDGET_MS;
	const html: string[] = [];
	let renderedNow = 0;
	for (let index = 0; index < segments.length; index += 1) {
		const source = segments[index] ?? '';
		const before = known[index];
		if (before !== undefined && before.source === source) {
			html.push(before.html);
			continue;
		}
		if (renderedNow > 0 && performance.now() > until) {
			break;
		}
		const markup = index < settledCount ? settledSegmentHtml(source) : markdownToHtml(source);
		// markdownToHtml escapes the reply's own HTML and keeps only safe URLs; the preview's
		// sanitiser is the second line of defence, and shows images as their alt text (nothing
		// the reply names is loaded while it streams).
		const segment = { source, html: sanitizePreviewHtml(markup) };
		known[index] = segment;
		html.push(segment.html);
		renderedNow += 1;
	}
	known.length = Math.min(known.length, segments.length);
	const isComplete = html.length === segments.length;
	useEffect(() => {
		if (isComplete) {
			return undefined;
		}
		const frame = requestAnimationFrame(renderAgain);
		return () => cancelAnimationFrame(frame);
	});
	return html;
}

/** Renders the settled segments ahead of the preview, in tasks of their own (see `segmentWarmUp`). */
function useWarmUp(settled: readonly string[]): void {
	const [warmUp] = useState(segmentWarmUp);
	useEffect(() => warmUp.warm(settled), [warmUp, settled]);
	useEffect(() => () => warmUp.cancel(), [warmUp]);
}

/**
 * Renders markdown as it streams in, for the editor preview. The text is cut into settled
 * segments and an open tail (see `splitSettled`); each is rendered by a memoized child keyed
 * by its index, so a new chunk re-renders only the tail: no flicker of the settled part, and
 * no re-parsing of the whole reply on every chunk. Each segment is its own `div`. A render
 * spends {@link RENDER_BUDGET_MS} at most on new segments; the region is `aria-busy` until
 * the rest has shown.
 *
 * No `aria-live`: a screen reader would read every chunk. Instead the region is `aria-busy`
 * while `isStreaming`, telling assistive technology that its content is still changing.
 */
export function StreamingMarkdown({ text, className, isStreaming = false }: StreamingMarkdownProps) {
	const { settled, tail } = useSettledSplit(text);
	// One list, so that the tail, once settled, is the same child (same key, same place): it
	// does not render again if its text has not changed, and its DOM is never replaced.
	const segments = tail === '' ? settled : [...settled, tail];
	const html = useSegmentsHtml(segments, settled.length);
	useWarmUp(settled);
	return (
		<div
			className={className}
			aria-busy={isStreaming || html.length < segments.length ? true : undefined}
		>
			{html.map((segment, index) => (
				<MarkdownSegment key={index} html={segment} />
			))}
		</div>
	);
}
