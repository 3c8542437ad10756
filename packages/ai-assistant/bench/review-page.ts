// The benchmark's page script: the review of two texts rendered into the page, timed. Bundled
// by bench/main.ts and run in Chromium.
import { reviewNodes } from '../src/review/review-markup';
import { diffForReview } from '../src/review/word-diff';

export interface ReviewRender {
	/** From the two texts to the review in the page, its style and layout worked out. */
	readonly ms: number;
	readonly changes: number;
	readonly words: number;
}

declare global {
	interface Window {
		renderReview: (original: string, suggestion: string) => ReviewRender;
	}
}

window.renderReview = (original, suggestion) => {
	const container = document.getElementById('review');
	if (container === null) {
		throw new Error('The page has no #review element.');
	}
	container.replaceChildren();
	void container.offsetHeight;
	const start = performance.now();
	const diff = diffForReview(original, suggestion);
	container.replaceChildren(reviewNodes(diff, new Map(), document));
	// Style and layout, which the browser does before it paints.
	void container.offsetHeight;
	return {
		ms: performance.now() - start,
		changes: diff.changes.length,
		words: original.split(/\s+/).filter(Boolean).length,
	};
};
