import type { ReviewDiff } from './word-diff';

/** What the author made of one change. */
export type ChangeDecision = 'accepted' | 'rejected';

/** The decisions taken so far, by change id; a change not in it is still to review. */
export type ReviewDecisions = ReadonlyMap<number, ChangeDecision>;

/**
 * The text the review gives: the suggestion's words for each change accepted, the
 * original's for each change rejected, and for a change not yet decided, `undecided`.
 *
 * @example
 * reviewedText(diff, new Map([[0, 'rejected']]), 'accepted'); // every change but the first
 */
export function reviewedText(
	diff: ReviewDiff,
	decisions: ReviewDecisions,
	undecided: ChangeDecision
): string {
	return diff.parts
		.map((part) => {
			if (part.kind === 'same') {
				return part.text;
			}
			const decision = decisions.get(part.change.id) ?? undecided;
			return decision === 'accepted' ? part.change.added : part.change.removed;
		})
		.join('');
}
