import { useLayoutEffect, useRef, type RefObject } from '@wordpress/element';

/**
 * Moves focus after the next commit, for controls that appear or disappear
 * (a new interval's first input, the neighbour of a removed one), so keyboard
 * users are never dropped back to the top of the page.
 *
 * A layout effect, not a passive one: React flushes a previous commit's pending
 * passive effects before it renders the change, and such a stale effect would
 * look for the new control in the old DOM.
 *
 * @returns a function taking the CSS selector, inside `container`, of what to focus next.
 */
export function useFocusAfterChange(container: RefObject<HTMLElement | null>): (selector: string) => void {
	const pending = useRef<string | null>(null);

	useLayoutEffect(() => {
		const selector = pending.current;
		if (selector === null) {
			return;
		}
		pending.current = null;
		container.current?.querySelector<HTMLElement>(selector)?.focus();
	});

	return (selector: string) => {
		pending.current = selector;
	};
}
