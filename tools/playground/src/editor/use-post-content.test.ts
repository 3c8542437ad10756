import { act, cleanup, renderHook } from '@testing-library/react';
import { createBlock, registerBlockType, unregisterBlockType, type Block } from '@wordpress/blocks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { CONTENT_SETTLE_MS, usePostContent } from './use-post-content';

const saves = vi.fn<(text: string) => void>();

beforeAll(() => {
	registerBlockType('blockyard-test/counted', {
		apiVersion: 3,
		title: 'Counted',
		category: 'text',
		attributes: { text: { type: 'string' } },
		edit: () => null,
		save: ({ attributes }: { attributes: { text?: string } }) => {
			saves(attributes.text ?? '');
			return null;
		},
	});
});

afterAll(() => {
	unregisterBlockType('blockyard-test/counted');
});

beforeEach(() => {
	vi.useFakeTimers();
	saves.mockClear();
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

const counted = (text: string): Block[] => [createBlock('blockyard-test/counted', { text })];
const LOADED_CONTENT = '<!-- wp:blockyard-test/counted {"text":"as stored"} /-->';

function renderContent(initial: Block[]) {
	const known = { blocks: initial, content: LOADED_CONTENT };
	return renderHook(({ blocks }: { blocks: Block[] }) => usePostContent(blocks, known), {
		initialProps: { blocks: initial },
	});
}

describe('usePostContent', () => {
	it('does not serialize again the blocks whose serialization is known', () => {
		const initial = counted('loaded');
		const { result } = renderContent(initial);

		expect(result.current.settled).toBe(LOADED_CONTENT);
		expect(result.current.read()).toBe(LOADED_CONTENT);
		expect(saves).not.toHaveBeenCalled();
	});

	it('serializes a change once editing pauses, not on every change', () => {
		const { result, rerender } = renderContent(counted('loaded'));

		for (const text of ['O', 'Ow', 'Owl']) {
			rerender({ blocks: counted(text) });
			act(() => vi.advanceTimersByTime(CONTENT_SETTLE_MS - 1));
		}
		expect(result.current.settled).toBeUndefined();
		expect(saves).not.toHaveBeenCalled();

		act(() => vi.advanceTimersByTime(1));
		expect(result.current.settled).toBe('<!-- wp:blockyard-test/counted {"text":"Owl"} /-->');
		expect(saves.mock.calls).toEqual([['Owl']]);
	});

	it('reads the blocks as they are now at once, and serializes each value only once', () => {
		const { result, rerender } = renderContent(counted('loaded'));
		rerender({ blocks: counted('Hoot') });

		expect(result.current.read()).toBe('<!-- wp:blockyard-test/counted {"text":"Hoot"} /-->');
		act(() => vi.advanceTimersByTime(CONTENT_SETTLE_MS));

		expect(result.current.settled).toBe('<!-- wp:blockyard-test/counted {"text":"Hoot"} /-->');
		expect(saves.mock.calls).toEqual([['Hoot']]);
	});

	it('without known blocks, serializes the first ones once editing pauses', () => {
		const restored = counted('restored');
		const { result } = renderHook(() => usePostContent(restored));
		expect(result.current.settled).toBeUndefined();

		act(() => vi.advanceTimersByTime(CONTENT_SETTLE_MS));
		expect(result.current.settled).toBe('<!-- wp:blockyard-test/counted {"text":"restored"} /-->');
	});

	it('comes back to a value serialized before (undo) without serializing again', () => {
		const initial = counted('loaded');
		const edited = counted('Hoot');
		const { result, rerender } = renderContent(initial);
		rerender({ blocks: edited });
		act(() => vi.advanceTimersByTime(CONTENT_SETTLE_MS));

		rerender({ blocks: initial });
		expect(result.current.settled).toBe(LOADED_CONTENT);
		rerender({ blocks: edited });
		expect(result.current.settled).toBe('<!-- wp:blockyard-test/counted {"text":"Hoot"} /-->');
		expect(saves.mock.calls).toEqual([['Hoot']]);
	});
});
