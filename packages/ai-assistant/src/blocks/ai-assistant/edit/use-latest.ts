import { useRef } from '@wordpress/element';

/** A value as of the last render. */
export interface Latest<T> {
	readonly current: T;
}

/**
 * The value of the last render, read through `.current`: callbacks read it when they run
 * instead of depending on it, so they keep their identity as the value changes.
 */
export function useLatest<T>(value: T): Latest<T> {
	const latest = useRef(value);
	latest.current = value;
	return latest;
}
