export interface Throttled<Args extends unknown[]> {
	(...args: Args): void;
	/** Drops a pending trailing call (unmount). */
	cancel(): void;
}

/**
 * Calls `fn` at once, then at most once per `waitMs`: calls in between are
 * folded into one trailing call, with the latest arguments, at the end of the
 * wait. Nothing is lost (the last value always arrives) and nothing runs more
 * often than the wait allows.
 *
 * @example
 * const report = throttle((width: number) => setWidth(width), 20);
 */
export function throttle<Args extends unknown[]>(
	fn: (...args: Args) => void,
	waitMs: number
): Throttled<Args> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let pending: Args | undefined;

	const endOfWait = () => {
		if (pending === undefined) {
			timer = undefined;
			return;
		}
		const args = pending;
		pending = undefined;
		fn(...args);
		timer = setTimeout(endOfWait, waitMs);
	};

	const throttled = (...args: Args) => {
		if (timer === undefined) {
			fn(...args);
			timer = setTimeout(endOfWait, waitMs);
			return;
		}
		pending = args;
	};
	throttled.cancel = () => {
		if (timer !== undefined) {
			clearTimeout(timer);
		}
		timer = undefined;
		pending = undefined;
	};
	return throttled;
}
