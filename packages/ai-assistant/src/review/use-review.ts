import { useCallback, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { reviewedText, type ChangeDecision, type ReviewDecisions } from './reviewed-text';
import { diffForReview, type ReviewChange, type ReviewDiff } from './word-diff';

/** The review of a suggestion against the text it changes. */
export interface Review {
	readonly diff: ReviewDiff;
	readonly decisions: ReviewDecisions;
	/** The change shown in the navigator. */
	readonly current: ReviewChange;
	/** How many changes are still to review. */
	readonly undecided: number;
	/** Takes a decision on a change (undefined: takes it back), and moves on to the next change still to review. */
	readonly decide: (id: number, decision: ChangeDecision | undefined) => void;
	/** Shows the change `id` in the navigator. */
	readonly select: (id: number) => void;
	/** The text to accept: the changes rejected left out, all others in. */
	readonly acceptedText: () => string;
}

interface ReviewState {
	readonly diff: ReviewDiff;
	readonly decisions: ReviewDecisions;
	readonly current: number;
}

/** The first change after `from` (wrapping round) that is still to review, else `from`. */
function nextUndecided(diff: ReviewDiff, decisions: ReviewDecisions, from: number): number {
	const count = diff.changes.length;
	for (let step = 1; step <= count; step += 1) {
		const id = (from + step) % count;
		if (!decisions.has(id)) {
			return id;
		}
	}
	return from;
}

/**
 * The review of `suggestion` against `original`, while `original` is given: the changes, the
 * author's decisions (kept while the suggestion stays the same) and the change in view.
 * Undefined when there is nothing to review: no original, or no change. `onDecision` hears
 * each decision taken (undefined: taken back).
 */
export function useReview(
	original: string | undefined,
	suggestion: string,
	onDecision?: (decision: ChangeDecision | undefined) => void
): Review | undefined {
	const diff = useMemo(
		() => (original === undefined ? undefined : diffForReview(original, suggestion)),
		[original, suggestion]
	);
	const fresh = useMemo<ReviewState | undefined>(
		() => (diff === undefined ? undefined : { diff, decisions: new Map(), current: 0 }),
		[diff]
	);
	const [stored, setStored] = useState<ReviewState | undefined>(undefined);
	// A new suggestion starts a new review.
	const state = stored !== undefined && stored.diff === diff ? stored : fresh;

	const decide = useCallback(
		(id: number, decision: ChangeDecision | undefined) => {
			if (state === undefined) {
				return;
			}
			const decisions = new Map(state.decisions);
			if (decision === undefined) {
				decisions.delete(id);
			} else {
				decisions.set(id, decision);
			}
			const current = decision === undefined ? id : nextUndecided(state.diff, decisions, id);
			setStored({ diff: state.diff, decisions, current });
			onDecision?.(decision);
		},
		[onDecision, state]
	);
	const select = useCallback(
		(id: number) => {
			if (state !== undefined && state.diff.changes[id] !== undefined) {
				setStored({ ...state, current: id });
			}
		},
		[state]
	);

	return useMemo(() => {
		const current = state?.diff.changes[state.current];
		if (state === undefined || current === undefined) {
			return undefined;
		}
		return {
			diff: state.diff,
			decisions: state.decisions,
			current,
			undecided: state.diff.changes.length - state.decisions.size,
			decide,
			select,
			acceptedText: () => reviewedText(state.diff, state.decisions, 'accepted'),
		};
	}, [decide, select, state]);
}

/** What Accept says during a review: Accept all, then Accept the rest once some are decided, Apply once all are. */
export function reviewAcceptLabel(review: Review): string {
	if (review.decisions.size === 0) {
		return __('Accept all', 'blockyard');
	}
	return review.undecided > 0 ? __('Accept the rest', 'blockyard') : __('Apply', 'blockyard');
}
