/** The paragraph every post of the bench starts with: the page without a block is this alone. */
export const BASELINE_MARKUP =
	'<!-- wp:paragraph -->\n<p>A visitor reads this paragraph; the block, when there is one, follows it.</p>\n<!-- /wp:paragraph -->';

/** A draft post for the local provider's `wp/v2/posts`, as the editor saves one. */
export interface BenchPost {
	readonly title: string;
	readonly content: string;
	readonly status: 'draft';
}

/** The page without a block: the paragraph alone. */
export function baselinePost(): BenchPost {
	return { title: 'A paragraph alone', content: BASELINE_MARKUP, status: 'draft' };
}

/** The same page with one block after the paragraph: `markup`, its saved markup (a fixture's). */
export function blockPost(blockName: string, markup: string): BenchPost {
	return {
		title: `A paragraph and ${blockName}`,
		content: `${BASELINE_MARKUP}\n\n${markup.trim()}`,
		status: 'draft',
	};
}
