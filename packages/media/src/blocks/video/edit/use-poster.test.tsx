import { testHost } from '@blockyard/block-edit-harness';
import { HostProvider } from '@blockyard/ui';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { usePoster } from './use-poster';

afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

/** A service whose poster is still being made for the first `polls` reads. */
function posterMadeAfter(polls: number) {
	const reads: number[] = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => {
			reads.push(Date.now());
			const body =
				reads.length <= polls
					? { generating: true }
					: { generating: false, poster: 'https://v.test/p.png' };
			return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
		})
	);
	return reads;
}

const realTurns = async () => {
	for (let turn = 0; turn < 10; turn += 1) {
		await act(() => new Promise((resolve) => setImmediate(resolve)));
	}
};

describe('usePoster', () => {
	it('keeps asking with longer pauses, past any number of answers, and says when it is taking a while', async () => {
		const reads = posterMadeAfter(8);
		const onPoster = vi.fn();
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		const host = testHost();
		const { result } = renderHook(() => usePoster('Hb7xQ2pL', undefined, onPoster), {
			wrapper: ({ children }: { children: ReactNode }) => (
				<HostProvider host={host}>{children}</HostProvider>
			),
		});
		expect(result.current).toBe('Generating preview…');
		const seen = new Set<string | undefined>();
		for (let step = 0; step < 200 && onPoster.mock.calls.length === 0; step += 1) {
			await realTurns();
			seen.add(result.current);
			await act(() => vi.advanceTimersByTimeAsync(1000));
		}
		expect(onPoster).toHaveBeenCalledWith('https://v.test/p.png');
		expect(reads).toHaveLength(9);
		expect(seen).toContain(
			'Still generating the preview: the video service is taking a while with this video.'
		);
		const pauses = reads.slice(1).map((time, index) => time - (reads[index] ?? 0));
		expect(pauses.slice(0, 3)).toEqual([2000, 3000, 4500]);
		expect(result.current).toBeUndefined();
	});

	it('waits for nothing when the block has a poster, or had it removed', () => {
		posterMadeAfter(0);
		const host = testHost();
		const wrapper = ({ children }: { children: ReactNode }) => (
			<HostProvider host={host}>{children}</HostProvider>
		);
		expect(
			renderHook(() => usePoster('Hb7xQ2pL', '', vi.fn()), { wrapper }).result.current
		).toBeUndefined();
		expect(
			renderHook(() => usePoster('Hb7xQ2pL', 'https://v.test/p.png', vi.fn()), { wrapper }).result
				.current
		).toBeUndefined();
	});
});
