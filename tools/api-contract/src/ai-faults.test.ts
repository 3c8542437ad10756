import { ai, AI_ERROR_MESSAGES, type AiStreamEvent } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { collect, doneText, faultyFetch } from './ai-helpers';
import { startProviderForTests } from './provider';

// Unpaced replies: the `pace` fault below is what slows a stream here.
const provider = startProviderForTests({ faults: true, env: { BLOCKYARD_AI_OFFLINE_PACE_MS: '0' } });

/** A token from a clean api, then a query through an api whose requests carry the faults. */
async function queryWith(faults: string, question = 'Tell me about bees', signal?: AbortSignal) {
	const { token } = await ai.requestToken(provider.api, { storage: null });
	const faulty = provider.apiWith({ fetch: faultyFetch(faults) });
	return collect(ai.streamQuery(faulty, { token, question, ...(signal ? { signal } : {}) }));
}

describe('AI faults', () => {
	it.each([
		['status=429', 'error_quota_exceeded', 429, false],
		['status=503', 'error_service_unavailable', 503, true],
		['status=422', 'error_moderation', 422, false],
		['status=500', 'error_network', 500, true],
		['status=400', 'error_network', 400, false],
	])('%s on the query raises %s (retryable: %s)', async (faults, code, status, retryable) => {
		const { events, error } = await queryWith(faults);
		expect(events).toEqual([]);
		expect(error).toMatchObject({ name: 'AiError', code, status, severity: 'info', retryable });
	});

	it('status faults on the other AI calls raise AiErrors too', async () => {
		const faulty = provider.apiWith({ fetch: faultyFetch('status=503') });
		await expect(ai.feature(faulty)).rejects.toMatchObject({ code: 'error_service_unavailable' });
		await expect(ai.requestToken(faulty, { storage: null })).rejects.toMatchObject({
			code: 'error_service_unavailable',
		});
		await expect(ai.generateImages(faulty, { prompt: 'x' })).rejects.toMatchObject({
			code: 'error_service_unavailable',
		});
	});

	it('cut-after=N: a stream without [DONE] is a network error after N events', async () => {
		const { events, code } = await queryWith('cut-after=2');
		expect(code).toBe('error_network');
		expect(events.filter((event) => event.type === 'chunk')).toHaveLength(2);
		expect(events.some((event) => event.type === 'done')).toBe(false);
	});

	it('malformed-json: a broken event is a network error; a broken JSON answer too', async () => {
		const { code } = await queryWith('malformed-json');
		expect(code).toBe('error_network');
		const faulty = provider.apiWith({ fetch: faultyFetch('malformed-json') });
		await expect(ai.feature(faulty)).rejects.toMatchObject({ name: 'AiError', code: 'error_network' });
	});

	it('error-event: the text so far, then error_response carrying the error object', async () => {
		const { events, code, error } = await queryWith('error-event');
		expect(code).toBe('error_response');
		expect(error).toMatchObject({
			message: AI_ERROR_MESSAGES.error_response,
			retryable: false,
			serviceError: {
				code: 'blockyard_injected_fault',
				message: 'Fault injected: an error event.',
				type: 'server_error',
			},
		});
		expect(events.filter((event) => event.type === 'chunk')).toHaveLength(1);
		expect(events.some((event) => event.type === 'done')).toBe(false);
	});

	it('unclear: error_unclear_prompt exactly once, nothing shown', async () => {
		const { events, code, error } = await queryWith('unclear');
		expect(code).toBe('error_unclear_prompt');
		expect(error).toMatchObject({ message: 'Your request was unclear. Mind trying again?' });
		expect(events).toEqual([]);
	});

	it('delay: an answer that takes long can be stopped', async () => {
		const stop = new AbortController();
		setTimeout(() => stop.abort(), 100);
		const started = performance.now();
		const { events, error } = await queryWith('delay=3000', 'Hello', stop.signal);
		expect(performance.now() - started).toBeLessThan(2000);
		expect(error).toBeUndefined();
		expect(doneText(events)).toBe('');
	});

	it('delay alone only delays', async () => {
		const started = performance.now();
		const { events, error } = await queryWith('delay=150');
		expect(error).toBeUndefined();
		expect(performance.now() - started).toBeGreaterThanOrEqual(140);
		expect(doneText(events)).toMatch(/^_Offline engine/);
	});
});

describe('the pace fault', () => {
	const question = 'Correct spelling: Teh cat sat on teh mat.';
	const textOf = (events: readonly AiStreamEvent[]): string =>
		events.map((event) => (event.type === 'chunk' ? event.text : '')).join('');

	it('pace=50: the same text, spread over time', async () => {
		const plain = await queryWith('', question);
		const started = performance.now();
		const paced = await queryWith('pace=50', question);
		const chunks = paced.events.filter((event) => event.type === 'chunk');
		expect(paced.error).toBeUndefined();
		expect(doneText(paced.events)).toBe(doneText(plain.events));
		expect(doneText(paced.events)).toContain('The cat sat on the mat.');
		expect(performance.now() - started).toBeGreaterThanOrEqual(chunks.length * 50 * 0.8);
	});

	it('pace longer than the idle timeout: a network error that may be retried, after the first event', async () => {
		const { token } = await ai.requestToken(provider.api, { storage: null });
		const paced = provider.apiWith({ fetch: faultyFetch('pace=1000') });
		const started = performance.now();
		const { events, error } = await collect(
			ai.streamQuery(paced, { token, question, idleTimeoutMs: 200 })
		);
		expect(performance.now() - started).toBeLessThan(900);
		expect(error).toMatchObject({ name: 'AiError', code: 'error_network', retryable: true });
		expect(events.filter((event) => event.type === 'chunk')).toHaveLength(1);
	});

	it('pace shorter than the idle timeout: the whole reply', async () => {
		const { token } = await ai.requestToken(provider.api, { storage: null });
		const paced = provider.apiWith({ fetch: faultyFetch('pace=20') });
		const { events, error } = await collect(
			ai.streamQuery(paced, { token, question, idleTimeoutMs: 500 })
		);
		expect(error).toBeUndefined();
		expect(doneText(events)).toContain('The cat sat on the mat.');
	});

	it('pace=50: stopping mid-stream ends with done and the text so far', async () => {
		const full = doneText((await queryWith('', question)).events) ?? '';
		const stop = new AbortController();
		const { token } = await ai.requestToken(provider.api, { storage: null });
		const paced = provider.apiWith({ fetch: faultyFetch('pace=50') });
		let chunks = 0;
		const started = performance.now();
		const { events, error } = await collect(
			ai.streamQuery(paced, { token, question, signal: stop.signal }),
			(event) => {
				if (event.type === 'chunk' && ++chunks === 3) {
					stop.abort();
				}
			}
		);
		expect(performance.now() - started).toBeLessThan(full.split(' ').length * 50 * 0.5);
		expect(error).toBeUndefined();
		expect(events.filter((event) => event.type === 'chunk')).toHaveLength(3);
		const partial = textOf(events);
		expect(events.at(-1)).toEqual({ type: 'done', text: partial });
		expect(partial.length).toBeGreaterThan(0);
		expect(partial.length).toBeLessThan(full.length);
		expect(full.startsWith(partial)).toBe(true);
	});
});
