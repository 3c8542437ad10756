import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { VIDEO_POSTER_POLL_MS, videoPosterPollDelay, waitForVideoPoster } from './video-poster-wait';

/** A platform whose poster answers `generating` for `polls` reads, then the poster; notes when each read came. */
function platform(polls: number) {
	const reads: number[] = [];
	const api = createApi({
		root: 'https://site.test/wp-json/',
		fetch: async () => {
			reads.push(performance.now());
			const body =
				reads.length <= polls
					? { generating: true }
					: { generating: false, poster: 'https://v.test/p.png' };
			return new Response(JSON.stringify(body));
		},
	});
	return { api, reads };
}

describe('waitForVideoPoster', () => {
	it('polls at the interval (2 s unless told) while the poster is generating, then answers it', async () => {
		expect(VIDEO_POSTER_POLL_MS).toBe(2000);
		const { api, reads } = platform(2);
		await expect(waitForVideoPoster(api, 'abcd1234', { intervalMs: 40, growth: 1 })).resolves.toEqual({
			generating: false,
			poster: 'https://v.test/p.png',
		});
		expect(reads).toHaveLength(3);
		const gaps = reads.slice(1).map((time, index) => time - (reads[index] ?? 0));
		expect(gaps.every((gap) => gap >= 35)).toBe(true);
	});

	it('waits longer before each poll, up to the longest pause', () => {
		expect([1, 2, 3, 4].map((poll) => videoPosterPollDelay(poll))).toEqual([2000, 3000, 4500, 6750]);
		expect(videoPosterPollDelay(20)).toBe(30_000);
		expect(videoPosterPollDelay(5, { intervalMs: 10, growth: 2, maxIntervalMs: 50 })).toBe(50);
	});

	it('keeps polling past sixty answers of `generating`, telling each one', async () => {
		const { api, reads } = platform(70);
		const told: number[] = [];
		await expect(
			waitForVideoPoster(api, 'g', { intervalMs: 0, onGenerating: (polls) => told.push(polls) })
		).resolves.toMatchObject({ poster: 'https://v.test/p.png' });
		expect(reads).toHaveLength(71);
		expect(told.at(-1)).toBe(70);
	});

	it('gives up after maxPolls when given, and stops when aborted', async () => {
		const { api } = platform(10);
		await expect(waitForVideoPoster(api, 'g', { intervalMs: 1, maxPolls: 3 })).rejects.toMatchObject({
			code: 'poster_timeout',
		});
		const controller = new AbortController();
		const waiting = waitForVideoPoster(platform(10).api, 'g', {
			intervalMs: 10_000,
			signal: controller.signal,
		});
		setTimeout(() => controller.abort(new Error('deselected')), 5);
		await expect(waiting).rejects.toThrow('deselected');
	});
});
