import { createParser } from 'eventsource-parser';

/**
 * Characters of the stream the parser reads at a time. A network chunk of a fast service can
 * hold a megabyte, thousands of events: parsed in one go, that alone could be a long task of
 * the main thread. Fed in parts, its events come in batches between which the caller may give
 * the browser its thread back.
 */
export const SSE_FEED_CHARS = 16_384;

/**
 * `text` in parts of at most {@link SSE_FEED_CHARS} characters. The parser joins a line cut
 * between two parts as it joins one cut between two network chunks, to the code unit.
 */
function* feedParts(text: string): Generator<string> {
	for (let start = 0; start < text.length; start += SSE_FEED_CHARS) {
		yield text.slice(start, start + SSE_FEED_CHARS);
	}
}

/**
 * The `data` of the server-sent events of a byte stream, in order, in batches (never an
 * empty one): the events that one network chunk completed, or, of a large chunk, those that
 * each part of {@link SSE_FEED_CHARS} characters completed. A fast service packs many events
 * into one chunk; reading them as one batch lets the caller handle them without waiting (and
 * arming its idle timer) once per event. Bytes
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
			for (const part of feedParts(done ? decoder.decode() : decoder.decode(value, { stream: true }))) {
				parser.feed(part);
				if (pending.length > 0) {
					const batch = pending;
					pending = [];
					yield batch;
				}
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
