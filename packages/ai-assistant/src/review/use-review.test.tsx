// The review's code loads on first use: until it is here the block hears "loading" (and keeps
// Accept back), then the review is ready.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
	openGate = resolve;
});

vi.mock('./review-code', async () => {
	await gate;
	return vi.importActual('./review-code');
});

const { useReview } = await import('./use-review');

describe('useReview', () => {
	it('says none with no original, and does not load the review’s code', () => {
		const { result } = renderHook(() => useReview(undefined, 'The reply.'));
		expect(result.current.status).toBe('none');
	});

	it('says loading until the review’s code is here, then gives the review and its view', async () => {
		const { result } = renderHook(() =>
			useReview('We are pleased to invite you.', 'We are happy to invite you.')
		);
		expect(result.current.status).toBe('loading');
		await act(async () => {
			openGate();
			await gate;
		});
		await waitFor(() => expect(result.current.status).toBe('ready'));
		const ready = result.current;
		if (ready.status !== 'ready') {
			throw new Error('not ready');
		}
		expect(ready.review.diff.changes).toEqual([{ id: 0, removed: 'pleased', added: 'happy' }]);
		expect(ready.review.acceptedText()).toBe('We are happy to invite you.');
		expect(typeof ready.View).toBe('function');
	});

	it('says none for a reply that changes nothing', () => {
		const { result } = renderHook(() => useReview('Same text.', 'Same text.'));
		expect(result.current.status).toBe('none');
	});
});
