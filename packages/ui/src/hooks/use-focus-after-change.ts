import { useLayoutEffect, useRef, type RefObject } from '@wordpress/element';

/**
 * Moves focus after the next commit to a control that appeared or moved (a new option's
 * input, a new interval's first input, the neighbour of a removed one), so keyboard users
 * stay where they were working instead of being dropped at the top of the page. A text
 * input gets its text selected, ready to type over.
 *
 * A layout effect, not a passive one: React flushes a previous commit's pending passive
 * effects before it renders the change, and such a stale effect would look for the new
 * control in the old DOM.
 *
 * @example
 * const focusAfterChange = useFocusAfterChange(rowRef);
 * onAdd={() => { addInterval(); focusAfterChange('input:last-of-type'); }}
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
		const target = container.current?.querySelector<HTMLElement>(selector);
		target?.focus();
		if (target instanceof HTMLInputElement) {
			target.select();
		}
	});

	return (selector: string) => {
		pending.current = selector;
	};
}
