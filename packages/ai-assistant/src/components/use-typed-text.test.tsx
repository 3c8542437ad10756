import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TYPING_DELAY_MS, useTypedText } from './use-typed-text';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

describe('useTypedText', () => {
	it('types 25 ms per character', () => {
		expect(TYPING_DELAY_MS).toBe(25);
	});

	it('types one character every TYPING_DELAY_MS, then says it is done', () => {
		const onChange = vi.fn();
		const onDone = vi.fn();
		const { result } = renderHook(() => useTypedText(onChange, { onDone }));

		act(() => result.current.type('Hey'));
		expect(result.current.isTyping).toBe(true);
		expect(onChange).not.toHaveBeenCalled();

		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
		expect(onChange).toHaveBeenLastCalledWith('H');
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
		expect(onChange).toHaveBeenLastCalledWith('He');
		expect(onDone).not.toHaveBeenCalled();
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
		expect(onChange).toHaveBeenLastCalledWith('Hey');

		expect(onDone).toHaveBeenCalledTimes(1);
		expect(result.current.isTyping).toBe(false);
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS * 10));
		expect(onChange).toHaveBeenCalledTimes(3);
	});

	it('types a character made of two code units in one step', () => {
		const onChange = vi.fn();
		const { result } = renderHook(() => useTypedText(onChange));

		act(() => result.current.type('a😀'));
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS * 2));

		expect(onChange.mock.calls).toEqual([['a'], ['a😀']]);
	});

	it('stops where it is on cancel', () => {
		const onChange = vi.fn();
		const onDone = vi.fn();
		const { result } = renderHook(() => useTypedText(onChange, { onDone }));

		act(() => result.current.type('Write a post about '));
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS * 5));
		act(() => result.current.cancel());
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS * 50));

		expect(onChange).toHaveBeenCalledTimes(5);
		expect(onChange).toHaveBeenLastCalledWith('Write');
		expect(onDone).not.toHaveBeenCalled();
		expect(result.current.isTyping).toBe(false);
	});

	it('starts over when asked to type another text', () => {
		const onChange = vi.fn();
		const { result } = renderHook(() => useTypedText(onChange));

		act(() => result.current.type('First'));
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS * 2));
		act(() => result.current.type('Go'));
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS * 10));

		expect(onChange.mock.calls).toEqual([['F'], ['Fi'], ['G'], ['Go']]);
	});

	it('stops typing when unmounted', () => {
		const onChange = vi.fn();
		const { result, unmount } = renderHook(() => useTypedText(onChange));

		act(() => result.current.type('Hello'));
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
		unmount();
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS * 10));

		expect(onChange).toHaveBeenCalledTimes(1);
		expect(vi.getTimerCount()).toBe(0);
	});

	it('calls the latest onChange after a re-render', () => {
		const first = vi.fn();
		const second = vi.fn();
		const { result, rerender } = renderHook(({ onChange }) => useTypedText(onChange), {
			initialProps: { onChange: first },
		});

		act(() => result.current.type('Hi'));
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
		rerender({ onChange: second });
		act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));

		expect(first).toHaveBeenCalledWith('H');
		expect(second).toHaveBeenCalledWith('Hi');
	});

	it('sets an empty text at once', () => {
		const onChange = vi.fn();
		const onDone = vi.fn();
		const { result } = renderHook(() => useTypedText(onChange, { onDone }));

		act(() => result.current.type(''));

		expect(onChange).toHaveBeenCalledWith('');
		expect(onDone).toHaveBeenCalledTimes(1);
		expect(result.current.isTyping).toBe(false);
	});
});
