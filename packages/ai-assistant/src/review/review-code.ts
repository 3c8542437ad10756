// The review's code, loaded on first use: the word diff (with the `diff` package) and the view
// of the marked text with its navigator. The AI block's edit keeps only the review's state
// (use-review.ts), so the edit is not heavier by the review's size.
export { diffForReview } from './word-diff';
export { ReviewView } from './review-view';
