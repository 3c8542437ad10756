// Helpers of the AI contract tests: fault headers, counted requests, event collection. The
// provider's api reaches its AI query route through its platform root (see ./provider.ts).
import { isAiError, type AiStreamEvent, type KeyValueStorage } from '@blockyard/api-client';

/** A fetch that sends `X-Blockyard-Fault: <faults>` with every request. */
export const faultyFetch =
	(faults: string): typeof globalThis.fetch =>
	(input, init) => {
		const request = new Request(input, init);
		request.headers.set('X-Blockyard-Fault', faults);
		return globalThis.fetch(request);
	};

/** A fetch that counts its requests. */
export function countingFetch(): { fetch: typeof globalThis.fetch; readonly urls: string[] } {
	const urls: string[] = [];
	return {
		urls,
		fetch: (input, init) => {
			const request = new Request(input, init);
			urls.push(request.url);
			return globalThis.fetch(request);
		},
	};
}

export function memoryStorage(): KeyValueStorage & { readonly map: Map<string, string> } {
	const map = new Map<string, string>();
	return {
		map,
		getItem: (key) => map.get(key) ?? null,
		setItem: (key, value) => void map.set(key, value),
		removeItem: (key) => void map.delete(key),
	};
}

export interface Collected {
	readonly events: AiStreamEvent[];
	readonly error: unknown;
	/** The AI error's code, when the stream ended with one. */
	readonly code: string | undefined;
}

/** Every event of a stream, and the error it ended with (if any). */
export async function collect(
	stream: AsyncIterable<AiStreamEvent>,
	onEvent: (event: AiStreamEvent) => void = () => undefined
): Promise<Collected> {
	const events: AiStreamEvent[] = [];
	let error: unknown;
	try {
		for await (const event of stream) {
			events.push(event);
			onEvent(event);
		}
	} catch (caught) {
		error = caught;
	}
	return { events, error, code: isAiError(error) ? error.code : undefined };
}

/** The text of the stream's `done` event. */
export const doneText = (events: readonly AiStreamEvent[]): string | undefined => {
	const done = events.find((event) => event.type === 'done');
	return done?.type === 'done' ? done.text : undefined;
};
