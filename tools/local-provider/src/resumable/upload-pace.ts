/** Waits `ms`. */
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The body stream, passed on no faster than `bytesPerSecond` (a test's "slow" switch: slow enough
 * to reload the page mid-upload).
 */
export function paced(body: ReadableStream<Uint8Array>, bytesPerSecond: number): ReadableStream<Uint8Array> {
	const started = Date.now();
	let sent = 0;
	return body.pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			async transform(chunk, controller) {
				// Pass on in slices of a tenth of a second's worth, so progress moves smoothly.
				const slice = Math.max(1, Math.floor(bytesPerSecond / 10));
				for (let start = 0; start < chunk.byteLength; start += slice) {
					const piece = chunk.subarray(start, start + slice);
					sent += piece.byteLength;
					const due = started + (sent / bytesPerSecond) * 1000;
					await sleep(Math.max(0, due - Date.now()));
					controller.enqueue(piece);
				}
			},
		})
	);
}

/** How long the bytes before a cut get to reach the disk before the connection drops. */
const SETTLE_MS = 100;

/**
 * The body stream, cut after `cutAfter` bytes: those reach the store, then `cut` runs (it drops
 * the connection) and the stream fails, as when a network goes away mid-chunk.
 */
export function cutShort(
	body: ReadableStream<Uint8Array>,
	cutAfter: number,
	cut: () => void
): ReadableStream<Uint8Array> {
	let passed = 0;
	return body.pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			async transform(chunk, controller) {
				const room = cutAfter - passed;
				if (chunk.byteLength < room) {
					passed += chunk.byteLength;
					controller.enqueue(chunk);
					return;
				}
				if (room > 0) {
					controller.enqueue(chunk.subarray(0, room));
				}
				passed = cutAfter;
				await sleep(SETTLE_MS);
				cut();
				controller.error(new Error('The connection was cut (upload fault).'));
			},
		})
	);
}
