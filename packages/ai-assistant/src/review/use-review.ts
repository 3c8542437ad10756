import { createLazyLoader } from '@blockyard/ui';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

import { reviewedText, type ChangeDecision, type ReviewDecisions } from './reviewed-text';
import type { ReviewChange, ReviewDiff } from './word-diff';

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

/** The review's code (the diff and its view), loaded the first time a review may be needed. */
const reviewCode = createLazyLoader(() => import('./review-code'));

/** Loads the review's code now; resolves once it is here (tests, and what knows a review is coming). */
export const preloadReview = (): Promise<void> => reviewCode.load().then(() => undefined);

const loadReviewCode = () => {
	// A failure is shown by the block (`failed`, with its retry), not thrown here.
	reviewCode.load().catch(() => undefined);
};

/**
 * A review as the block shows it: none (nothing to review), its code on its way or failed to
 * load (Accept waits: a change is never accepted unreviewed), or ready with its view.
 */
export type ReviewStatus =
	| { readonly status: 'none' }
	| { readonly status: 'loading' }
	| { readonly status: 'failed'; readonly retry: () => void }
	| {
			readonly status: 'ready';
			readonly review: Review;
			readonly View: ComponentType<{ readonly review: Review }>;
	  };

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
 * author's decisions (kept while the suggestion stays the same) and the change in view. None
 * when there is nothing to review: no original, or no change. The review's code loads when
 * `expected` (a request about existing text is on its way) or an original is given. `onDecision`
 * hears each decision taken (undefined: taken back).
 */
export function useReview(
	original: string | undefined,
	suggestion: string,
	{
		expected = false,
		onDecision,
	}: {
		readonly expected?: boolean;
		readonly onDecision?: (decision: ChangeDecision | undefined) => void;
	} = {}
): ReviewStatus {
	const code = useSyncExternalStore(reviewCode.subscribe, reviewCode.getState, reviewCode.getState);
	const needed = expected || original !== undefined;
	useEffect(() => {
		if (needed && code.status === 'idle') {
			loadReviewCode();
		}
	}, [needed, code.status]);
	const loaded = code.status === 'loaded' ? code.value : undefined;
	const diff = useMemo(
		() => (original === undefined || !loaded ? undefined : loaded.diffForReview(original, suggestion)),
		[loaded, original, suggestion]
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

	const review = useMemo((): Review | undefined => {
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

	if (original === undefined) {
		return { status: 'none' };
	}
	if (code.status === 'failed') {
		return { status: 'failed', retry: loadReviewCode };
	}
	if (!loaded) {
		return { status: 'loading' };
	}
	return review ? { status: 'ready', review, View: loaded.ReviewView } : { status: 'none' };
}

/** What Accept says during a review: Accept all, then Accept the rest once some are decided, Apply once all are. */
export function reviewAcceptLabel(review: Review): string {
	if (review.decisions.size === 0) {
		return __('Accept all', 'blockyard');
	}
	return review.undecided > 0 ? __('Accept the rest', 'blockyard') : __('Apply', 'blockyard');
}
