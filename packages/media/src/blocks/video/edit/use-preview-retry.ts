import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/** How many times a preview that failed to load is tried again before the block says so. */
export const PREVIEW_RETRY_LIMIT = 5;
/** The wait before a retry, times the number of failures so far, in milliseconds. */
export const PREVIEW_RETRY_DELAY_MS = 2000;

export interface PreviewRetry {
	/** How many retries have started: a new value means "load it again" (e.g. a `key`). */
	readonly attempt: number;
	/** True once the preview failed after its last retry. */
	readonly gaveUp: boolean;
	/** The preview failed to load (the video's `error`, or its media item not ready yet). */
	readonly fail: () => void;
	/** Starts over, as for a new video. */
	readonly reset: () => void;
}

/**
 * Retries a preview that cannot load: after the n-th failure it waits 2 s × n and loads it
 * again, up to 5 times; the 6th failure gives up. A new `source` starts over.
 */
export function usePreviewRetry(source: string): PreviewRetry {
	const [attempt, setAttempt] = useState(0);
	const [gaveUp, setGaveUp] = useState(false);
	const failures = useRef(0);
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

	const reset = useCallback(() => {
		clearTimeout(timer.current);
		timer.current = undefined;
		failures.current = 0;
		setGaveUp(false);
		setAttempt((current) => current + 1);
	}, []);

	useEffect(() => {
		failures.current = 0;
		setGaveUp(false);
		return () => {
			clearTimeout(timer.current);
			timer.current = undefined;
		};
	}, [source]);

	const fail = useCallback(() => {
		// One failure at a time: errors while a retry is pending count once.
		if (timer.current !== undefined) {
			return;
		}
		failures.current += 1;
		if (failures.current > PREVIEW_RETRY_LIMIT) {
			setGaveUp(true);
			return;
		}
		timer.current = setTimeout(() => {
			timer.current = undefined;
			setAttempt((current) => current + 1);
		}, PREVIEW_RETRY_DELAY_MS * failures.current);
	}, []);

	return { attempt, gaveUp, fail, reset };
}
