import { Button } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { check, chevronLeft, chevronRight, closeSmall } from '@wordpress/icons';
import type { ReactElement } from 'react';

import { changeSummary } from './change-summary';
import type { ChangeDecision } from './reviewed-text';
import type { Review } from './use-review';

/**
 * Accept change or Reject change for the current change: a toggle, the same button whatever
 * was decided, so the focus stays where it is. Pressed, the decision; pressed again, the
 * decision taken back.
 */
function DecisionToggle({
	review,
	decision,
	icon,
	children,
}: {
	readonly review: Review;
	readonly decision: ChangeDecision;
	readonly icon: ReactElement;
	readonly children: string;
}) {
	const { id } = review.current;
	const isPressed = review.decisions.get(id) === decision;
	return (
		<Button
			icon={icon}
			size="small"
			variant="secondary"
			isPressed={isPressed}
			onClick={() => review.decide(id, isPressed ? undefined : decision)}
		>
			{children}
		</Button>
	);
}

/**
 * The changes one at a time: which one of how many, what it does, Accept or Reject it (each a
 * toggle: pressed again, the decision is taken back), and Previous and Next. What it says is a
 * live region, so a screen reader hears how many changes there are, then each change it moves
 * to and each decision.
 */
export function ChangeNavigator({ review }: { readonly review: Review }) {
	const { current, decisions, undecided } = review;
	const total = review.diff.changes.length;
	const decision = decisions.get(current.id);
	const go = (step: number) => review.select((current.id + step + total) % total);
	return (
		<div
			className="blockyard-ai-review__navigator"
			role="group"
			aria-label={__('Review the AI’s changes', 'blockyard')}
		>
			<div className="blockyard-ai-review__status" aria-live="polite" aria-atomic="true">
				<p className="blockyard-ai-review__count">
					{undecided === 0
						? __('Every change reviewed.', 'blockyard')
						: sprintf(
								/* translators: %d: how many of the AI's changes are still to review. */
								_n('%d change to review.', '%d changes to review.', undecided, 'blockyard'),
								undecided
							)}
				</p>
				<p className="blockyard-ai-review__summary">
					{sprintf(
						/* translators: 1: the change's number, 2: how many changes there are, 3: what the change does. */
						__('Change %1$d of %2$d: %3$s', 'blockyard'),
						current.id + 1,
						total,
						changeSummary(current, decision)
					)}
				</p>
			</div>
			<div className="blockyard-ai-review__actions">
				<Button
					icon={chevronLeft}
					label={__('Previous change', 'blockyard')}
					size="small"
					disabled={total < 2}
					onClick={() => go(-1)}
				/>
				<Button
					icon={chevronRight}
					label={__('Next change', 'blockyard')}
					size="small"
					disabled={total < 2}
					onClick={() => go(1)}
				/>
				<DecisionToggle review={review} decision="accepted" icon={check}>
					{__('Accept change', 'blockyard')}
				</DecisionToggle>
				<DecisionToggle review={review} decision="rejected" icon={closeSmall}>
					{__('Reject change', 'blockyard')}
				</DecisionToggle>
			</div>
		</div>
	);
}
