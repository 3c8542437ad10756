/**
 * Calls `callback` in a task after the next frame is painted: a frame callback runs just
 * before the paint, and the timer it sets runs after it. Where there are no frames (no
 * `requestAnimationFrame`), it runs in a later task. Returns the function that cancels it.
 *
 * Work started from a render's effects otherwise runs in the task that paints the render:
 * requests started there (a chunk of code and everything it imports) compete with that
 * paint for the machine.
 *
 * @example
 * useEffect(() => afterNextPaint(startLoading), []);
 */
export function afterNextPaint(callback: () => void): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const later = () => {
		timer = setTimeout(callback, 0);
	};
	const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(later) : undefined;
	if (frame === undefined) {
		later();
	}
	return () => {
		if (frame !== undefined) {
			cancelAnimationFrame(frame);
		}
		clearTimeout(timer);
	};
}
