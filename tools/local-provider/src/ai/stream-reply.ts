import type { Faults } from '../http/faults';
import type { EngineDelta } from './engine';
import { longReplyDeltas } from './long-reply';
import { pause } from './pause';
import { sseEvent } from './sse-text';

/** What an unclear reply streams when the `unclear` fault asks for one: bold marks and a split marker. */
const UNCLEAR_PIECES = ['**JETPACK', '_AI_', 'ERROR**', ' The request', ' was unclear.'];
const BROKEN_EVENT = '{"choices":[{"delta":{"content":"bro';

/**
 * The error object a stream sends when its engine fails part-way (or the
 * `error-event` fault asks for one), or, of type `invalid_request_error`, when
 * its engine refuses the request.
 */
export function errorEvent(code: string, message: string, type = 'server_error'): string {
	return sseEvent(JSON.stringify({ error: { code, message, type } }));
}

/** One delta as the service streams it: `{"choices":[{"delta":{…}}]}`, or an engine's refusal as an error object. */
export function deltaEvent(delta: EngineDelta): string {
	if ('error' in delta) {
		return errorEvent(delta.error.code, delta.error.message, 'invalid_request_error');
	}
	const body = 'content' in delta ? { content: delta.content } : { function_call: delta.functionCall };
	return sseEvent(JSON.stringify({ choices: [{ index: 0, delta: body }] }));
}

async function* unclearDeltas(): AsyncGenerator<EngineDelta> {
	for (const content of UNCLEAR_PIECES) {
		yield { content };
	}
}

/**
 * The SSE text of a reply, event by event, with the request's faults
 * applied: `unclear` replaces the reply, `tokens=N` replaces it with N
 * pieces of plain paragraphs, `malformed-json` slips a broken
 * event in after the first, `error-event` sends an error object after the
 * first and ends, `cut-after=N` stops after N events without `[DONE]`,
 * `pace=ms` waits between two events (an abort ends the wait). An engine
 * that fails part-way ends the stream with an error object, as the service
 * does, rather than with a broken connection.
 */
export async function* replyEvents(
	deltas: AsyncIterable<EngineDelta>,
	faults: Faults,
	signal: AbortSignal
): AsyncGenerator<string> {
	let sent = 0;
	let started = false;
	/** Waits the `pace` fault before every event but the first; false once aborted. */
	const mayGoOn = async (): Promise<boolean> => {
		if (started) {
			await pause(faults.paceMs ?? 0, signal);
		}
		started = true;
		return !signal.aborted;
	};
	const source = faults.unclear
		? unclearDeltas()
		: faults.tokens !== undefined
			? longReplyDeltas(faults.tokens)
			: deltas;
	try {
		for await (const delta of source) {
			if (faults.cutAfter !== undefined && sent >= faults.cutAfter) {
				return;
			}
			if (!(await mayGoOn())) {
				return;
			}
			yield deltaEvent(delta);
			sent += 1;
			if ('error' in delta) {
				// An error object ends the stream: nothing follows it, not even [DONE].
				return;
			}
			if (faults.malformedJson && sent === 1 && (await mayGoOn())) {
				yield sseEvent(BROKEN_EVENT);
			}
			if (faults.errorEvent && sent === 1) {
				if (await mayGoOn()) {
					yield errorEvent('blockyard_injected_fault', 'Fault injected: an error event.');
				}
				return;
			}
		}
	} catch (error) {
		if (signal.aborted) {
			return;
		}
		const reason = error instanceof Error ? error.message : String(error);
		yield errorEvent('ai_engine_failed', `The AI engine stopped part-way: ${reason}`);
		return;
	}
	if (faults.cutAfter !== undefined && sent >= faults.cutAfter) {
		return;
	}
	if (await mayGoOn()) {
		yield sseEvent('[DONE]');
	}
}
