/** The part of the Prioritized Task Scheduling API used here (Chromium 129+; absent elsewhere). */
interface Scheduler {
	yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser paints and answers input first: the scheduler's
 * `yield` where there is one (the work then carries on before other waiting tasks), else a
 * message rather than a timer (a timer waits at least 4 ms once nested, and a hidden tab runs
 * its timers once a second).
 *
 * @example
 * for (const chunk of chunks) { render(chunk); await yieldToBrowser(); }
 */
export function yieldToBrowser(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
	if (typeof scheduler?.yield === 'function') {
		return scheduler.yield();
	}
	if (typeof MessageChannel !== 'function') {
		return new Promise((resolve) => setTimeout(resolve, 0));
	}
	return new Promise((resolve) => {
		const channel = new MessageChannel();
		channel.port1.onmessage = () => {
			channel.port1.close();
			resolve();
		};
		channel.port2.postMessage(undefined);
	});
}
