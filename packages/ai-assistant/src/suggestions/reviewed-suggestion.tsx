import { Button, Notice, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { reviewAcceptLabel, type ReviewStatus } from '../review/use-review';
import type { SuggestionState } from './use-suggestion';

export interface ReviewedSuggestionProps {
	/** Where the suggestion is: under review once `ready`, otherwise the button that asks for it. */
	readonly state: SuggestionState<unknown>;
	/** The button's label. */
	readonly askLabel: string;
	readonly onAsk: () => void;
	/** The review of the suggestion against the text it would replace (`useReview`). */
	readonly review: ReviewStatus;
	/** Said when the suggestion is the text there already. */
	readonly unchanged: string;
	/** Applies the text accepted: the changes rejected left out. */
	readonly onApply: (text: string) => void;
	readonly onDiscard: () => void;
}

/**
 * A text suggestion: the button that asks for it (disabled while it is on its way), then, once
 * it is here, its review: its changes marked in the text it would replace, each accepted or
 * rejected, then applied (what was accepted) or discarded. Apply waits for the review: a change
 * is never applied unreviewed.
 */
export function ReviewedSuggestion({
	state,
	askLabel,
	onAsk,
	review,
	unchanged,
	onApply,
	onDiscard,
}: ReviewedSuggestionProps) {
	if (state.status !== 'ready') {
		return (
			<Button
				variant="secondary"
				onClick={onAsk}
				disabled={state.status === 'asking'}
				__next40pxDefaultSize
			>
				{askLabel}
			</Button>
		);
	}
	return (
		<>
			{review.status === 'ready' && <review.View review={review.review} />}
			{review.status === 'loading' && <Spinner />}
			{review.status === 'failed' && (
				<Notice
					status="error"
					isDismissible={false}
					actions={[{ label: __('Retry', 'blockyard'), onClick: review.retry }]}
				>
					{__(
						'The review could not be loaded. Check your connection, then try again.',
						'blockyard'
					)}
				</Notice>
			)}
			{review.status === 'none' && <p>{unchanged}</p>}
			<div className="blockyard-ai-suggestions__actions">
				{review.status === 'ready' && (
					<Button variant="primary" onClick={() => onApply(review.review.acceptedText())}>
						{reviewAcceptLabel(review.review)}
					</Button>
				)}
				<Button variant="tertiary" onClick={onDiscard}>
					{__('Discard', 'blockyard')}
				</Button>
			</div>
		</>
	);
}
