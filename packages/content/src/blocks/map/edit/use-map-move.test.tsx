import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MAX_ZOOM } from '../constants';
import { MOVE_DEBOUNCE_MS, useMapMove } from './use-map-move';

const LISBON = { lng: -9.1393, lat: 38.7223 };
const PORTO = { lng: -8.6291, lat: 41.1579 };

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

describe('useMapMove', () => {
	it('stores the centre and zoom once the map has rested, the last move only', () => {
		const setAttributes = vi.fn();
		const { result } = renderHook(() => useMapMove(1, setAttributes));

		result.current(LISBON, 10);
		vi.advanceTimersByTime(MOVE_DEBOUNCE_MS - 1);
		result.current(PORTO, 11);
		vi.advanceTimersByTime(MOVE_DEBOUNCE_MS - 1);
		expect(setAttributes).not.toHaveBeenCalled();

		vi.advanceTimersByTime(1);
		expect(setAttributes).toHaveBeenCalledTimes(1);
		expect(setAttributes).toHaveBeenCalledWith({ mapCenter: PORTO, zoom: 11 });
	});

	it('keeps the stored zoom within the map’s zooms', () => {
		const setAttributes = vi.fn();
		const { result } = renderHook(() => useMapMove(0, setAttributes));

		result.current(LISBON, MAX_ZOOM + 5);
		vi.advanceTimersByTime(MOVE_DEBOUNCE_MS);
		expect(setAttributes).toHaveBeenCalledWith({ mapCenter: LISBON, zoom: MAX_ZOOM });
	});

	it('stores nothing when the map has markers enough to be fitted by the time it rests', () => {
		const setAttributes = vi.fn();
		const { result, rerender } = renderHook(({ count }) => useMapMove(count, setAttributes), {
			initialProps: { count: 1 },
		});

		result.current(LISBON, 10);
		rerender({ count: 2 });
		vi.advanceTimersByTime(MOVE_DEBOUNCE_MS);
		expect(setAttributes).not.toHaveBeenCalled();
	});

	it('stores nothing after the map is gone', () => {
		const setAttributes = vi.fn();
		const { result, unmount } = renderHook(() => useMapMove(1, setAttributes));

		result.current(LISBON, 10);
		unmount();
		vi.advanceTimersByTime(MOVE_DEBOUNCE_MS);
		expect(setAttributes).not.toHaveBeenCalled();
	});
});
