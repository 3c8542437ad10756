import { useEffect, useRef, type RefObject } from '@wordpress/element';

/**
 * Hands the keys pressed on an element to `onKeyDown` through a listener on the element
 * itself. The editor moves between blocks on the arrow keys with a listener of its own on an
 * element around the blocks, which runs before React's handlers (they listen at the root)
 * and skips a key whose default was prevented: a listener on the element runs first.
 */
export function useSliderKeys<T extends HTMLElement>(
	onKeyDown: (event: KeyboardEvent) => void
): RefObject<T | null> {
	const ref = useRef<T>(null);
	const latest = useRef(onKeyDown);
	latest.current = onKeyDown;

	useEffect(() => {
		const element = ref.current;
		if (!element) {
			return undefined;
		}
		const listener = (event: KeyboardEvent) => latest.current(event);
		element.addEventListener('keydown', listener);
		return () => element.removeEventListener('keydown', listener);
	}, []);

	return ref;
}
