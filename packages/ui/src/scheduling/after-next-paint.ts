/** How long to wait for a frame before going on without it: a hidden tab paints none. */
export const NO_FRAME_WAIT_MS = 100;

/**
 * Calls `callback` in a task after the next frame is painted: a frame callback runs just
 * before the paint, and the timer it sets runs after it. A page that paints nothing (a hidden
 * tab) goes on after {@link NO_FRAME_WAIT_MS}; one without `requestAnimationFrame`, in a later
 * task. Returns the function that cancels it.
 *
 * Work started from a render's effects otherwise runs in the task that paints the render:
 * requests started there (a chunk of code and everything it imports) compete with that
 * paint for the machine.
 *
 * @example
 * useEffect(() => afterNextPaint(startLoading), []);
 */
export function afterNextPaint(callback: () => void): () => void {
	let frame: number | undefined;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const cancel = () => {
		if (frame !== undefined) {
			cancelAnimationFrame(frame);
		}
		clearTimeout(timer);
	};
	// By the frame or without it, whichever comes first: the other is cancelled.
	const start = () => {
		cancel();
		timer = setTimeout(callback, 0);
	};
	if (typeof requestAnimationFrame === 'function') {
		frame = requestAnimationFrame(start);
		timer = setTimeout(start, NO_FRAME_WAIT_MS);
	} else {
		start();
	}
	return cancel;
}
