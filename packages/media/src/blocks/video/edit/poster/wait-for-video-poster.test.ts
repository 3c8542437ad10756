import { createApi } from '@blockyard/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PosterTimeoutError, waitForVideoPoster } from './wait-for-video-poster';

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
	vi.useRealTimers();
});

/** Lets the answers that have come in be read (they take a few turns of the real event loop). */
async function settle() {
	for (let turn = 0; turn < 10; turn += 1) {
		await new Promise((resolve) => setImmediate(resolve));
	}
}

/** Moves the fake clock on by `ms`, reading the answers that come in meanwhile. */
async function wait(ms: number) {
	await vi.advanceTimersByTimeAsync(ms);
	await settle();
}

/** Until the first ask went out: it loads the HTTP client's code, in real time, not the fake clock's. */
async function firstAsk(reads: readonly string[]) {
	for (let turn = 0; turn < 500 && reads.length === 0; turn += 1) {
		await settle();
	}
}

/** A service whose poster reads answer `answers` in turn (the last one again after that), counting them. */
function service(answers: readonly unknown[]) {
	const reads: string[] = [];
	const api = createApi({
		root: 'https://site.test/wp-json/',
		platformRoot: 'https://platform.test/',
		fetch: async (input, init) => {
			const request = new Request(input, init);
			reads.push(`${request.method} ${new URL(request.url).pathname} ${request.credentials}`);
			const answer = answers[Math.min(reads.length, answers.length) - 1];
			return new Response(JSON.stringify(answer), {
				headers: { 'Content-Type': 'application/json' },
			});
		},
	});
	return { api, reads };
}

describe('waitForVideoPoster', () => {
	it('asks every 2 s, without credentials, until the poster is made', async () => {
		const { api, reads } = service([
			{ generating: true },
			{ generating: true },
			{ generating: false, poster: 'https://platform.test/frame.png' },
		]);
		const poster = waitForVideoPoster(api, 'Hb7xQ2pL');
		await firstAsk(reads);
		expect(reads).toEqual(['GET /rest/v1.1/videos/Hb7xQ2pL/poster omit']);
		await wait(1999);
		expect(reads).toHaveLength(1);
		await wait(1);
		expect(reads).toHaveLength(2);
		await wait(2000);
		await expect(poster).resolves.toBe('https://platform.test/frame.png');
		expect(reads).toHaveLength(3);
	});

	it('keeps asking while the service has no poster yet, and gives up after the last ask', async () => {
		const { api, reads } = service([{ generating: false }]);
		const poster = waitForVideoPoster(api, 'Hb7xQ2pL', { limit: 3 });
		const failed = expect(poster).rejects.toBeInstanceOf(PosterTimeoutError);
		await firstAsk(reads);
		await wait(2000);
		await wait(2000);
		await failed;
		expect(reads).toHaveLength(3);
	});

	it('stops when aborted', async () => {
		const { api, reads } = service([{ generating: true }]);
		const controller = new AbortController();
		const poster = waitForVideoPoster(api, 'Hb7xQ2pL', { signal: controller.signal });
		const aborted = expect(poster).rejects.toThrow();
		await firstAsk(reads);
		await wait(500);
		controller.abort();
		await aborted;
		await wait(10_000);
		expect(reads).toHaveLength(1);
	});
});
