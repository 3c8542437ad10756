import { yieldToBrowser } from './yield-to-browser';

/**
 * Calls `callback` in a task after the next frame is painted: a frame callback runs just
 * before the paint, and the task it yields to runs after it. Where there are no frames
 * (no `requestAnimationFrame`), it runs in the next task. Returns the function that cancels it.
 *
 * Work started from a render's effects otherwise runs in the task that paints the render:
 * requests started there (a chunk of code and everything it imports) compete with that
 * paint for the machine.
 *
 * @example
 * useEffect(() => afterNextPaint(startLoading), []);
 */
export function afterNextPaint(callback: () => void): () => void {
	let cancelled = false;
	const run = () => {
		if (!cancelled) {
			callback();
		}
	};
	const afterTheFrame = () => void yieldToBrowser().then(run);
	const frame =
		typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterTheFrame) : undefined;
	if (frame === undefined) {
		afterTheFrame();
	}
	return () => {
		cancelled = true;
		if (frame !== undefined) {
			cancelAnimationFrame(frame);
		}
	};
}
