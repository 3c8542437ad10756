import { sanitizePreviewHtml } from '../sanitize/html';
import { markdownToHtml } from './markdown-to-html';

/**
 * Small pieces of markdown, together every kind of block and inline markup a reply uses. The
 * first render of each kind compiles the parser's regular expressions for it (marked tries a
 * dozen large ones at every block), and the first layout of bold, italic or code text makes
 * the browser find and load those fonts: on a slow machine each costs tens of milliseconds.
 * Done while the author writes the prompt, neither is a long task in the reply's stream.
 */
const SAMPLES = [
	'Bees.',
	'Some **bold**, *emphasis*, ***both***, `code`, ~~struck~~ and [a link](https://example.com) <https://example.org>.',
	'# Heading\n\n## Heading\n\n### Heading\n\nText\n===\n\n---',
	'- one\n- two\n\n1. one\n2. two\n\n* [ ] task',
	'> A quote\n> with two lines',
	'| a | b |\n| --- | :-: |\n| 1 | 2 |',
	'```js\nconst bees = 1;\n```\n\n    indented code',
];

/** The class of the hidden element the samples are laid out in (see the block's editor style). */
export const WARM_UP_CLASS = 'blockyard-ai-markdown-warm-up';

/** Runs `callback` when the browser is idle (a short timer where it cannot say). */
function whenIdle(callback: () => void): void {
	if (typeof requestIdleCallback === 'function') {
		requestIdleCallback(callback, { timeout: 2_000 });
	} else {
		setTimeout(callback, 50);
	}
}

/** Lays `html` out once, hidden, inside `container` (where the reply will show), then removes it. */
function layOut(container: Element, html: string): void {
	const probe = container.ownerDocument.createElement('div');
	probe.className = WARM_UP_CLASS;
	probe.setAttribute('aria-hidden', 'true');
	probe.innerHTML = html;
	container.append(probe);
	probe.getBoundingClientRect();
	probe.remove();
}

let started = false;

/**
 * Gets the streaming preview ready for its first reply, in idle tasks of a few milliseconds
 * each: renders {@link SAMPLES} as the preview does (markdown to HTML, then the preview's
 * sanitiser) twice over, since the regular expressions' engine compiles a pattern to machine
 * code on its second use; then lays their HTML out once, hidden, in `container`. Once per page;
 * every later call does nothing, unless `container` left the page before it was done (it stops
 * then). Nothing stays: only compiled code and loaded fonts.
 *
 * @example
 * useEffect(() => { if (isNewBlock && ref.current) warmUpMarkdown(ref.current); }, [isNewBlock]);
 */
export function warmUpMarkdown(container: Element): void {
	if (started) {
		return;
	}
	started = true;
	const queue = [...SAMPLES, ...SAMPLES];
	// By sample: the second pass renders each again, and its HTML is laid out once.
	const rendered = new Map<string, string>();
	const next = () => {
		if (!container.isConnected) {
			// The block left the page (or the page its document) first: a later new block starts again.
			started = false;
			return;
		}
		const sample = queue.shift();
		if (sample === undefined) {
			layOut(container, [...rendered.values()].join(''));
			return;
		}
		rendered.set(sample, sanitizePreviewHtml(markdownToHtml(sample)));
		whenIdle(next);
	};
	whenIdle(next);
}
