import { useLayoutEffect, useRef, type RefObject } from '@wordpress/element';

/**
 * Moves focus after the next commit to a control that appeared or moved (a new option's
 * input, a moved option's button, the neighbour of a removed one), so keyboard users
 * stay where they were working. A text input gets its text selected, ready to type over.
 * A layout effect, so that it runs against the DOM of the change, not a stale one.
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
