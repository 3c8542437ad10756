import { useLayoutEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

import { ChangeNavigator } from './change-navigator';
import { reviewNodes } from './review-markup';
import type { Review } from './use-review';

/**
 * The suggestion shown against the text it changes: the text as it will read, each change's
 * removed words struck through and its added words underlined (once decided, the words kept),
 * the change in view outlined; then the navigator. Clicking a change shows it in the navigator,
 * whose buttons do the same from the keyboard.
 */
export function ReviewView({ review }: { readonly review: Review }) {
	const { diff, decisions, current } = review;
	const textRef = useRef<HTMLDivElement | null>(null);

	// The text's nodes are this effect's, not React's: made afresh for each decision, in the
	// document the block is in (the editor's canvas).
	useLayoutEffect(() => {
		const text = textRef.current;
		if (text !== null) {
			text.replaceChildren(reviewNodes(diff, decisions, text.ownerDocument));
		}
	}, [diff, decisions]);

	useLayoutEffect(() => {
		const text = textRef.current;
		if (text === null) {
			return;
		}
		for (const element of Array.from(text.querySelectorAll('.is-current'))) {
			element.classList.remove('is-current');
		}
		const marked = Array.from(text.querySelectorAll(`[data-change="${current.id}"]`));
		for (const element of marked) {
			element.classList.add('is-current');
		}
		marked[0]?.scrollIntoView?.({ block: 'nearest' });
	}, [diff, decisions, current.id]);

	const onClick = (event: MouseEvent<HTMLDivElement>) => {
		const target = event.target instanceof Element ? event.target.closest('[data-change]') : null;
		const id = Number(target?.getAttribute('data-change'));
		if (target !== null && Number.isInteger(id)) {
			review.select(id);
		}
	};

	return (
		<div className="blockyard-ai-review">
			{/* Clicking is the mouse's way to a change; the navigator below is the keyboard's. */}
			<div
				ref={textRef}
				className="blockyard-ai-assistant__content blockyard-ai-review__text"
				aria-label={__('The AI’s suggestion, with its changes marked', 'blockyard')}
				role="region"
				onClick={onClick}
			/>
			<ChangeNavigator review={review} />
		</div>
	);
}
