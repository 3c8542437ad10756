/** The AI stream sent nothing for longer than its idle timeout. */
export class StreamIdleError extends Error {
	override readonly name = 'StreamIdleError';
	readonly timeoutMs: number;

	constructor(timeoutMs: number) {
		super(`The AI stream sent nothing for ${timeoutMs} ms.`);
		this.timeoutMs = timeoutMs;
	}
}

/**
 * `promise`, or, when it has not settled within `timeoutMs`, a rejection with
 * a {@link StreamIdleError} (after `onIdle` ran, to stop the download). The
 * clock runs only while this waits, so a slow reader of the stream never
 * counts as a silent server. `timeoutMs` of 0 (or less, or not finite) waits
 * as long as it takes.
 *
 * @example
 * const next = await withinIdleTimeout(events.next(), 30_000, () => controller.abort());
 */
export function withinIdleTimeout<T>(promise: Promise<T>, timeoutMs: number, onIdle: () => void): Promise<T> {
	if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
		return promise;
	}
	return new Promise<T>((resolve, reject) => {
		const timer = setTimeout(() => {
			onIdle();
			reject(new StreamIdleError(timeoutMs));
		}, timeoutMs);
		promise.then(
			(value) => {
				clearTimeout(timer);
				resolve(value);
			},
			(error: unknown) => {
				clearTimeout(timer);
				reject(error);
			}
		);
	});
}
