import { markdownToHtml } from './markdown-to-html';

/** Segments whose HTML is kept, at most: a reply of 100 KB has about 450. */
const KEPT_SEGMENTS = 2_000;

/** Oldest first: a `Map` iterates in the order of insertion. */
const kept = new Map<string, string>();

/**
 * `markdownToHtml` of a settled segment of a reply (see `splitSettled`), rendered once for
 * all that need it: the streaming preview, the warm-up ahead of it, and the reply's HTML the
 * block saves (`incrementalHtml`). A settled segment never changes, so its HTML is kept by its
 * source; past {@link KEPT_SEGMENTS}, the oldest is forgotten first.
 *
 * @example
 * settledSegmentHtml('# Bees\n\n'); // '<h1>Bees</h1>\n', rendered once
 */
export function settledSegmentHtml(source: string): string {
	const known = kept.get(source);
	if (known !== undefined) {
		return known;
	}
	const html = markdownToHtml(source);
	if (kept.size >= KEPT_SEGMENTS) {
		const oldest = kept.keys().next();
		if (oldest.done !== true) {
			kept.delete(oldest.value);
		}
	}
	kept.set(source, html);
	return html;
}

/** Milliseconds of rendering one warm-up task does at most (and one segment more). */
export const WARM_UP_TASK_MS = 4;

/**
 * Renders the settled segments of a streaming reply ahead of the preview, in tasks of their
 * own of a few milliseconds each, while the thread has time: the preview then only sanitises
 * and shows them, and the HTML the block writes when the reply ends is mostly ready.
 * `warm` takes the settled segments so far (the same list growing, as `extendSplit` gives it).
 *
 * @example
 * const warmUp = segmentWarmUp();
 * warmUp.warm(split.settled);
 * // when the preview goes:
 * warmUp.cancel();
 */
export function segmentWarmUp(): { warm(segments: readonly string[]): void; cancel(): void } {
	let segments: readonly string[] = [];
	/** Segments before this one are warm. */
	let next = 0;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const run = () => {
		timer = undefined;
		const until = performance.now() + WARM_UP_TASK_MS;
		while (next < segments.length && performance.now() < until) {
			settledSegmentHtml(segments[next] ?? '');
			next += 1;
		}
		if (next < segments.length) {
			timer = setTimeout(run, 0);
		}
	};
	return {
		warm(settled) {
			if (settled[0] !== segments[0]) {
				// Another text: start again.
				next = 0;
			}
			segments = settled;
			if (timer === undefined && next < segments.length) {
				timer = setTimeout(run, 0);
			}
		},
		cancel() {
			clearTimeout(timer);
			timer = undefined;
		},
	};
}
