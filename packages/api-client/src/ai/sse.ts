import { createParser } from 'eventsource-parser';

/**
 * The `data` of the server-sent events of a byte stream, in order, one array per read of
 * the stream: the events that one network chunk completed (never an empty array). A
 * fast service packs many events into one chunk; reading them as one batch lets the
 * caller handle them without waiting (and arming its idle timer) once per event. Bytes
 * are decoded with a streaming `TextDecoder`, so a character split across chunks (`é`,
 * `😀`) arrives whole. Errors of the stream (an abort included) reach the caller as they are.
 *
 * @example
 * for await (const batch of sseBatches(response.body)) for (const data of batch) console.log(data);
 */
export async function* sseBatches(
	body: ReadableStream<Uint8Array>
): AsyncGenerator<readonly string[], void, undefined> {
	const reader = body.getReader();
	const decoder = new TextDecoder();
	let pending: string[] = [];
	const parser = createParser({ onEvent: (event) => pending.push(event.data) });
	try {
		for (;;) {
			const { done, value } = await reader.read();
			parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
			if (pending.length > 0) {
				const batch = pending;
				pending = [];
				yield batch;
			}
			if (done) {
				return;
			}
		}
	} finally {
		// Stops the download when the caller leaves early; never throws at it.
		reader.cancel().catch(() => undefined);
	}
}
