/**
 * How a streamed reply reaches the screen. A fast service sends thousands of pieces in one
 * network chunk, and reading them takes microtasks only: left alone, every piece would be
 * read, and shown, in one long task of the main thread. Instead the text is handed on at
 * most once per animation frame (only the latest counts), and the reading gives the
 * browser its thread back every {@link PIECES_PER_SLICE} pieces, so that it can paint,
 * answer the user and run that frame between slices.
 */

/**
 * Pieces read between two returns of the thread to the browser. Reading one costs a few
 * microseconds (its JSON and its check) once the engine has optimised the reading, but up to
 * a quarter of a millisecond at the start of a reply on a slow machine: 100 keep even those
 * first slices well under a long task. A count rather than a clock: the pacing is the same on
 * every machine, and so is the number of updates a reply can cause.
 */
export const PIECES_PER_SLICE = 100;

/** The latest text of a stream, handed on at most once per animation frame. */
export interface TextPerFrame {
	/** Keeps `text` as the latest and asks for a frame to hand it on, unless one is asked for. */
	set(text: string): void;
	/** Hands on the text kept since the last frame now, if there is one (Stop, an error). */
	flush(): void;
	/** Drops the text kept since the last frame (a newer request, the end of the reply). */
	cancel(): void;
}

/** A frame from the browser; a short timer where there is none (a test in Node, a worker). */
function onNextFrame(callback: () => void): () => void {
	if (typeof requestAnimationFrame === 'function') {
		const id = requestAnimationFrame(() => callback());
		return () => cancelAnimationFrame(id);
	}
	const id = setTimeout(callback, 16);
	return () => clearTimeout(id);
}

/**
 * Hands the latest text to `deliver` at most once per animation frame. A hidden tab gets no
 * frames: its text waits there until it is shown, flushed, or replaced by the final reply.
 *
 * @example
 * const shown = textPerFrame((text) => dispatch({ type: 'suggestion', text }));
 * for await (const event of stream) if (event.type === 'suggestion') shown.set(event.text);
 */
export function textPerFrame(deliver: (text: string) => void): TextPerFrame {
	let pending: { readonly text: string; readonly cancelFrame: () => void } | undefined;
	const flush = () => {
		const current = pending;
		pending = undefined;
		if (current !== undefined) {
			current.cancelFrame();
			deliver(current.text);
		}
	};
	return {
		set(text) {
			pending = { text, cancelFrame: pending?.cancelFrame ?? onNextFrame(flush) };
		},
		flush,
		cancel() {
			pending?.cancelFrame();
			pending = undefined;
		},
	};
}

/**
 * The longest, in milliseconds, a streamed reply's text may be on screen before the block's
 * attributes (what a save of the post stores) hold it too. Writing them costs a render of the
 * reply's HTML and, in the editor, a serialisation of the whole post: once a second keeps that
 * off the stream's path, and a save mid-stream stores what was shown up to a second before.
 */
export const DRAFT_INTERVAL_MS = 1_000;

/** The latest text of a stream, handed on at most once per interval. */
export interface TextPerInterval {
	/** Keeps `text` as the latest and starts the interval, unless one runs. */
	set(text: string): void;
	/** Hands on the text kept since the last hand-over now, if there is one. */
	flush(): void;
	/** Drops the text kept since the last hand-over. */
	cancel(): void;
}

/**
 * Hands the latest text to `deliver` at most once per `intervalMs`: the first text set starts
 * a timer, and when it ends the latest text set goes. `flush` hands it on at once (Stop, an
 * error, the block going), `cancel` drops it (the whole reply is written another way).
 */
export function textPerInterval(
	deliver: (text: string) => void,
	intervalMs: number = DRAFT_INTERVAL_MS
): TextPerInterval {
	let pending: { text: string; readonly timer: ReturnType<typeof setTimeout> } | undefined;
	const flush = () => {
		const current = pending;
		pending = undefined;
		if (current !== undefined) {
			clearTimeout(current.timer);
			deliver(current.text);
		}
	};
	return {
		set(text) {
			if (pending === undefined) {
				pending = { text, timer: setTimeout(flush, intervalMs) };
			} else {
				pending.text = text;
			}
		},
		flush,
		cancel() {
			if (pending !== undefined) {
				clearTimeout(pending.timer);
				pending = undefined;
			}
		},
	};
}
