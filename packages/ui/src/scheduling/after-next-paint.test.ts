import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterNextPaint, NO_FRAME_WAIT_MS } from './after-next-paint';

afterEach(() => {
	vi.unstubAllGlobals();
});

/** Frames that come when the test says so. */
function stubFrames() {
	const frames = new Map<number, FrameRequestCallback>();
	let next = 1;
	vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
		frames.set(next, callback);
		return next++;
	});
	vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
	return {
		paint() {
			const due = [...frames.values()];
			frames.clear();
			due.forEach((callback) => callback(0));
		},
		get waiting() {
			return frames.size;
		},
	};
}

const laterTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterNextPaint', () => {
	it('runs nothing before the next frame, and runs in a task after it, not in the frame', async () => {
		const frames = stubFrames();
		const callback = vi.fn();
		afterNextPaint(callback);
		await laterTask();
		expect(callback).not.toHaveBeenCalled();
		frames.paint();
		expect(callback).not.toHaveBeenCalled();
		await laterTask();
		expect(callback).toHaveBeenCalledTimes(1);
	});

	it('runs nothing once cancelled, before or after the frame', async () => {
		const frames = stubFrames();
		const beforeTheFrame = vi.fn();
		afterNextPaint(beforeTheFrame)();
		expect(frames.waiting).toBe(0);
		const afterTheFrame = vi.fn();
		const cancel = afterNextPaint(afterTheFrame);
		frames.paint();
		cancel();
		await laterTask();
		expect(beforeTheFrame).not.toHaveBeenCalled();
		expect(afterTheFrame).not.toHaveBeenCalled();
	});

	it('runs in a later task where the window has no frames', async () => {
		vi.stubGlobal('requestAnimationFrame', undefined);
		const callback = vi.fn();
		afterNextPaint(callback);
		expect(callback).not.toHaveBeenCalled();
		await laterTask();
		expect(callback).toHaveBeenCalledTimes(1);
	});

	it('goes on without the frame in a page that paints none (a hidden tab), once', async () => {
		const frames = stubFrames();
		// Timers only: the frames are the stub's, and none comes.
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		try {
			const callback = vi.fn();
			afterNextPaint(callback);
			vi.advanceTimersByTime(NO_FRAME_WAIT_MS - 1);
			expect(callback).not.toHaveBeenCalled();
			vi.advanceTimersByTime(1);
			vi.runAllTimers();
			expect(callback).toHaveBeenCalledTimes(1);
			frames.paint();
			vi.runAllTimers();
			expect(callback).toHaveBeenCalledTimes(1);
		} finally {
			vi.useRealTimers();
		}
	});
});
