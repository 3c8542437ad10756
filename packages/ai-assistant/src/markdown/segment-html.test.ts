import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as MarkdownToHtmlModule from './markdown-to-html';
import { markdownToHtml } from './markdown-to-html';
import { segmentWarmUp, settledSegmentHtml, WARM_UP_TASK_MS } from './segment-html';

vi.mock('./markdown-to-html', async (importOriginal) => {
	const actual = await importOriginal<typeof MarkdownToHtmlModule>();
	return { markdownToHtml: vi.fn(actual.markdownToHtml) };
});

const renders = vi.mocked(markdownToHtml);

/** Segments no other test renders (the kept HTML outlives a test). */
const segments = (name: string, count: number) =>
	Array.from({ length: count }, (_, index) => `${name} paragraph ${index}, with **bold**.\n\n`);

beforeEach(() => {
	renders.mockClear();
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
});

describe('settledSegmentHtml', () => {
	it('renders a segment once, and gives its HTML after', () => {
		const [segment = ''] = segments('Once', 1);
		expect(settledSegmentHtml(segment)).toBe('<p>Once paragraph 0, with <strong>bold</strong>.</p>\n');
		expect(settledSegmentHtml(segment)).toBe('<p>Once paragraph 0, with <strong>bold</strong>.</p>\n');
		expect(renders).toHaveBeenCalledTimes(1);
	});
});

describe('segmentWarmUp', () => {
	it('renders the segments ahead in tasks of its own, a few milliseconds each, and none of them twice', () => {
		const warm = segments('Warm', 12);
		// Each segment takes 1 ms on this clock.
		let now = 0;
		const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
		try {
			const warmUp = segmentWarmUp();
			warmUp.warm(warm.slice(0, 8));
			expect(renders).not.toHaveBeenCalled();
			vi.advanceTimersToNextTimer();
			const firstTask = renders.mock.calls.length;
			expect(firstTask).toBeGreaterThan(0);
			expect(firstTask).toBeLessThanOrEqual(WARM_UP_TASK_MS + 1);
			// The list grows while it works: the new segments are warmed too.
			warmUp.warm(warm);
			vi.runAllTimers();
			expect(renders.mock.calls.map(([source]) => source)).toEqual(warm);
			renders.mockClear();
			for (const segment of warm) {
				settledSegmentHtml(segment);
			}
			expect(renders).not.toHaveBeenCalled();
		} finally {
			clock.mockRestore();
		}
	});

	it('starts again for another text, and stops when cancelled', () => {
		const warmUp = segmentWarmUp();
		warmUp.warm(segments('First', 2));
		vi.runAllTimers();
		renders.mockClear();
		const other = segments('Other', 3);
		warmUp.warm(other);
		vi.runAllTimers();
		expect(renders.mock.calls.map(([source]) => source)).toEqual(other);
		renders.mockClear();
		warmUp.warm(segments('Cancelled', 3));
		warmUp.cancel();
		vi.runAllTimers();
		expect(renders).not.toHaveBeenCalled();
	});
});
