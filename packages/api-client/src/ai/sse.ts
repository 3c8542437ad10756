import { createParser } from 'eventsource-parser';

/**
 * The `data` of each server-sent event of a byte stream, in order. Bytes are
 * decoded with a streaming `TextDecoder`, so a character split across chunks
 * (`é`, `😀`) arrives whole. Errors of the stream (an abort included) reach
 * the caller as they are.
 *
 * @example
 * for await (const data of sseData(response.body)) console.log(data);
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string, void, undefined> {
	const reader = body.getReader();
	const decoder = new TextDecoder();
	const pending: string[] = [];
	const parser = createParser({ onEvent: (event) => pending.push(event.data) });
	try {
		for (;;) {
			const { done, value } = await reader.read();
			parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
			while (pending.length > 0) {
				yield pending.shift() as string;
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
