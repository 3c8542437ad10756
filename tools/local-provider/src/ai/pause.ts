/**
 * Waits `ms` milliseconds, or less: it settles at once when `signal` is (or
 * becomes) aborted, and then leaves no timer behind. Never rejects.
 */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
	if (ms <= 0 || signal.aborted) {
		return Promise.resolve();
	}
	return new Promise((resolve) => {
		const done = (): void => {
			clearTimeout(timer);
			signal.removeEventListener('abort', done);
			resolve();
		};
		const timer = setTimeout(done, ms);
		signal.addEventListener('abort', done, { once: true });
	});
}
