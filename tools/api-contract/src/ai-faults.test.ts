import { describe, expect, it } from 'vitest';

import { aiClient, collect, doneText, faultyFetch } from './ai-helpers';
import { startProviderForTests } from './provider';

const provider = startProviderForTests({ faults: true });

/** A token from a clean client, then a query through a client whose requests carry the faults. */
async function queryWith(faults: string, question = 'Tell me about bees', signal?: AbortSignal) {
	const { token } = await aiClient(provider).ai.requestToken({ storage: null });
	const client = aiClient(provider, { fetch: faultyFetch(faults) });
	return collect(client.ai.streamQuery({ token, question, ...(signal ? { signal } : {}) }));
}

describe('AI faults', () => {
	it.each([
		['status=429', 'error_quota_exceeded', 429],
		['status=503', 'error_service_unavailable', 503],
		['status=422', 'error_moderation', 422],
		['status=500', 'error_network', 500],
	])('%s on the query raises %s', async (faults, code, status) => {
		const { events, error } = await queryWith(faults);
		expect(events).toEqual([]);
		expect(error).toMatchObject({ name: 'AiError', code, status, severity: 'info' });
	});

	it('status faults on the other AI calls raise AiErrors too', async () => {
		const client = aiClient(provider, { fetch: faultyFetch('status=503') });
		await expect(client.ai.feature()).rejects.toMatchObject({ code: 'error_service_unavailable' });
		await expect(client.ai.requestToken({ storage: null })).rejects.toMatchObject({
			code: 'error_service_unavailable',
		});
		await expect(client.ai.generateImages({ prompt: 'x' })).rejects.toMatchObject({
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
		const client = aiClient(provider, { fetch: faultyFetch('malformed-json') });
		await expect(client.ai.feature()).rejects.toMatchObject({ name: 'AiError', code: 'error_network' });
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
