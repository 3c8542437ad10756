import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BREAKPOINTS, isNarrowerThan, RESIZE_THROTTLE_MS } from './breakpoints';
import { useContainerWidth } from './use-container-width';

/** A `ResizeObserver` the test drives: `resize(width)` reports a new content width. */
class FakeResizeObserver {
	static instances: FakeResizeObserver[] = [];
	readonly observed: Element[] = [];
	disconnected = false;

	constructor(private readonly callback: ResizeObserverCallback) {
		FakeResizeObserver.instances.push(this);
	}

	observe(target: Element) {
		this.observed.push(target);
	}

	unobserve() {}

	disconnect() {
		this.disconnected = true;
	}

	resize(width: number) {
		const target = this.observed[0];
		if (!target) {
			throw new Error('nothing observed');
		}
		const entry = { target, contentRect: { width } } as unknown as ResizeObserverEntry;
		this.callback([entry], this as unknown as ResizeObserver);
	}
}

function Probe({ onWidth }: { onWidth: (width: number | undefined) => void }) {
	const { ref, width } = useContainerWidth<HTMLSpanElement>();
	onWidth(width);
	return <span ref={ref} data-testid="probe" />;
}

beforeEach(() => {
	FakeResizeObserver.instances = [];
	vi.useFakeTimers();
	vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe('the breakpoints', () => {
	it('are the editor’s, from huge to mobile', () => {
		expect(BREAKPOINTS).toEqual({
			huge: 1440,
			wide: 1280,
			large: 960,
			medium: 782,
			small: 600,
			mobile: 480,
		});
		expect(RESIZE_THROTTLE_MS).toBe(20);
		expect(isNarrowerThan(479.5, 'mobile')).toBe(true);
		expect(isNarrowerThan(480, 'mobile')).toBe(false);
	});
});

describe('useContainerWidth', () => {
	it('measures the container, not the element, at most once per 20 ms', () => {
		const widths: Array<number | undefined> = [];
		const { getByTestId } = render(
			<div data-testid="container">
				<Probe onWidth={(width) => widths.push(width)} />
			</div>
		);
		const [observer] = FakeResizeObserver.instances;
		expect(observer?.observed).toEqual([getByTestId('container')]);
		expect(widths.at(-1)).toBeUndefined();

		act(() => observer?.resize(700));
		expect(widths.at(-1)).toBe(700);

		act(() => {
			observer?.resize(600);
			vi.advanceTimersByTime(10);
			observer?.resize(450);
			vi.advanceTimersByTime(9);
		});
		// Still inside the 20 ms after the first measure: nothing new yet.
		expect(widths.at(-1)).toBe(700);

		act(() => vi.advanceTimersByTime(1));
		expect(widths.at(-1)).toBe(450);
		expect(widths.filter((width) => width !== undefined)).toEqual([700, 450]);
	});

	it('stops observing when the element goes', () => {
		const { unmount } = render(
			<div>
				<Probe onWidth={() => {}} />
			</div>
		);
		const [observer] = FakeResizeObserver.instances;
		unmount();
		expect(observer?.disconnected).toBe(true);
	});
});
