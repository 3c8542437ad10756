import { cleanup, render, renderHook } from '@testing-library/react';
import { createElement, useLayoutEffect } from '@wordpress/element';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createPageLeave } from './page-leave';
import { useLeaveGuard } from './use-leave-guard';

afterEach(cleanup);

/** Dispatches `beforeunload` as the browser does; true when the page asked to stay. */
function leavingAsks(): boolean {
	const event = new Event('beforeunload', { cancelable: true });
	window.dispatchEvent(event);
	return event.defaultPrevented;
}

describe('leaving the page', () => {
	it('asks first while the post has unsaved changes, and not once it is saved', () => {
		const pageLeave = createPageLeave(vi.fn());
		const { rerender, unmount } = renderHook(({ dirty }) => useLeaveGuard(dirty, pageLeave), {
			initialProps: { dirty: true },
		});
		expect(leavingAsks()).toBe(true);

		rerender({ dirty: false });
		expect(leavingAsks()).toBe(false);

		rerender({ dirty: true });
		unmount();
		expect(leavingAsks()).toBe(false);
	});

	it('asks exactly when the page, as painted, says the post has unsaved changes', () => {
		const pageLeave = createPageLeave(vi.fn());
		const asksWhenPainted: boolean[] = [];
		const Guard = ({ dirty }: { dirty: boolean }) => {
			useLeaveGuard(dirty, pageLeave);
			return null;
		};
		// A parent's layout effects run last in a commit, just before the browser paints it (the
		// header showing "Unsaved changes" or "Saved").
		const Page = ({ dirty }: { dirty: boolean }) => {
			useLayoutEffect(() => {
				asksWhenPainted.push(leavingAsks());
			}, [dirty]);
			return createElement(Guard, { dirty });
		};
		const { rerender } = render(createElement(Page, { dirty: false }));
		rerender(createElement(Page, { dirty: true }));
		rerender(createElement(Page, { dirty: false }));
		expect(asksWhenPainted).toEqual([false, true, false]);
	});

	it('keeps the changes before a round trip, and then leaves without asking', () => {
		const navigate = vi.fn<(url: string) => void>();
		const pageLeave = createPageLeave(navigate);
		const keepForReturn = vi.fn(() => true);
		pageLeave.register({ hasUnsavedChanges: () => true, keepForReturn });
		renderHook(() => useLeaveGuard(true, pageLeave));

		pageLeave.leaveAndReturn('/blockyard/authorize?redirect_uri=%2F');

		expect(keepForReturn).toHaveBeenCalledTimes(1);
		expect(navigate).toHaveBeenCalledWith('/blockyard/authorize?redirect_uri=%2F');
		expect(keepForReturn.mock.invocationCallOrder[0]).toBeLessThan(
			navigate.mock.invocationCallOrder[0] ?? 0
		);
		expect(leavingAsks()).toBe(false);
	});

	it('still asks when the changes could not be kept (storage full or blocked)', () => {
		const pageLeave = createPageLeave(vi.fn());
		pageLeave.register({ hasUnsavedChanges: () => true, keepForReturn: () => false });
		renderHook(() => useLeaveGuard(true, pageLeave));

		pageLeave.leaveAndReturn('/blockyard/authorize');

		expect(leavingAsks()).toBe(true);
	});

	it('keeps nothing when there is nothing unsaved', () => {
		const pageLeave = createPageLeave(vi.fn());
		const keepForReturn = vi.fn(() => true);
		const unregister = pageLeave.register({ hasUnsavedChanges: () => false, keepForReturn });
		pageLeave.leaveAndReturn('/x');
		unregister();
		pageLeave.leaveAndReturn('/y');
		expect(keepForReturn).not.toHaveBeenCalled();
		expect(pageLeave.isLeavingWithChangesKept()).toBe(true);
	});
});
