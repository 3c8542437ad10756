import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { textPerInterval } from './pacing';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
});

describe('textPerInterval', () => {
	it('hands on the latest text once per interval, not each one set', () => {
		const deliver = vi.fn<(text: string) => void>();
		const draft = textPerInterval(deliver, 1_000);

		draft.set('a');
		draft.set('ab');
		vi.advanceTimersByTime(999);
		expect(deliver).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(deliver.mock.calls).toEqual([['ab']]);

		draft.set('abc');
		draft.set('abcd');
		vi.advanceTimersByTime(1_000);
		expect(deliver.mock.calls).toEqual([['ab'], ['abcd']]);

		vi.advanceTimersByTime(5_000);
		expect(deliver).toHaveBeenCalledTimes(2);
	});

	it('hands on the text kept at once on flush, and nothing when there is none', () => {
		const deliver = vi.fn<(text: string) => void>();
		const draft = textPerInterval(deliver, 1_000);

		draft.flush();
		expect(deliver).not.toHaveBeenCalled();

		draft.set('a');
		draft.flush();
		vi.advanceTimersByTime(1_000);
		expect(deliver.mock.calls).toEqual([['a']]);
	});

	it('drops the text kept on cancel', () => {
		const deliver = vi.fn<(text: string) => void>();
		const draft = textPerInterval(deliver, 1_000);

		draft.set('a');
		draft.cancel();
		vi.advanceTimersByTime(1_000);
		draft.flush();
		expect(deliver).not.toHaveBeenCalled();
	});
});
