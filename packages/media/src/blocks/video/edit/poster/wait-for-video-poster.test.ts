import { createApi } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { POSTER_POLL_MS, PosterTimeoutError, waitForVideoPoster } from './wait-for-video-poster';

/** A service whose poster reads answer `answers` in turn (the last one again after that), recording them. */
function service(answers: readonly unknown[]) {
	/** What happened, in order: each ask, and each wait between two. */
	const log: string[] = [];
	const api = createApi({
		root: 'https://site.test/wp-json/',
		platformRoot: 'https://platform.test/',
		fetch: async (input, init) => {
			const request = new Request(input, init);
			log.push(`${request.method} ${new URL(request.url).pathname} ${request.credentials}`);
			const asks = log.filter((entry) => entry.startsWith('GET')).length;
			const answer = answers[Math.min(asks, answers.length) - 1];
			return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
		},
	});
	const sleep = async (ms: number) => {
		log.push(`wait ${String(ms)}`);
		await Promise.resolve();
	};
	return { api, log, sleep };
}

const ASK = 'GET /rest/v1.1/videos/Hb7xQ2pL/poster omit';

describe('waitForVideoPoster', () => {
	it('asks, without credentials, then again 2 s after each answer, until the poster is made', async () => {
		const { api, log, sleep } = service([
			{ generating: true },
			{ generating: true },
			{ generating: false, poster: 'https://platform.test/frame.png' },
		]);
		await expect(waitForVideoPoster(api, 'Hb7xQ2pL', { sleep })).resolves.toBe(
			'https://platform.test/frame.png'
		);
		expect(POSTER_POLL_MS).toBe(2000);
		expect(log).toEqual([ASK, 'wait 2000', ASK, 'wait 2000', ASK]);
	});

	it('keeps asking while the service has no poster yet, and gives up after the last ask', async () => {
		const { api, log, sleep } = service([{ generating: false }]);
		await expect(waitForVideoPoster(api, 'Hb7xQ2pL', { sleep, limit: 3 })).rejects.toBeInstanceOf(
			PosterTimeoutError
		);
		expect(log).toEqual([ASK, 'wait 2000', ASK, 'wait 2000', ASK]);
	});

	it('stops when aborted while it waits', async () => {
		const { api, log } = service([{ generating: true }]);
		const controller = new AbortController();
		const sleep = async () => {
			log.push('wait');
			controller.abort();
			await Promise.resolve();
		};
		await expect(
			waitForVideoPoster(api, 'Hb7xQ2pL', { sleep, signal: controller.signal })
		).rejects.toThrow();
		expect(log).toEqual([ASK, 'wait']);
	});

	it('stops at once when aborted with the default timer', async () => {
		const { api, log } = service([{ generating: true }]);
		const controller = new AbortController();
		const poster = waitForVideoPoster(api, 'Hb7xQ2pL', { signal: controller.signal, intervalMs: 60_000 });
		while (log.length === 0) {
			await new Promise((resolve) => setTimeout(resolve, 5));
		}
		controller.abort();
		await expect(poster).rejects.toThrow();
		expect(log).toEqual([ASK]);
	});
});
