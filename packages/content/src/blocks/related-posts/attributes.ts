import { clampPostsToShow, DEFAULT_POSTS } from './rows';
import type { RelatedPostsAttributes } from './types';

/** The defaults block.json declares. */
export const DEFAULT_ATTRIBUTES: Readonly<RelatedPostsAttributes> = {
	postLayout: 'grid',
	displayDate: true,
	displayAuthor: false,
	displayContext: false,
	displayThumbnails: false,
	displayHeadline: false,
	headline: '',
	postsToShow: DEFAULT_POSTS,
};

const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * The attributes as the block shows them, from whatever a post's block comment
 * holds: unknown keys ignored, a value of the wrong type replaced by its
 * default, `postsToShow` brought into 1-6.
 */
export function resolveAttributes(stored: Readonly<Record<string, unknown>>): RelatedPostsAttributes {
	const d = DEFAULT_ATTRIBUTES;
	return {
		postLayout: stored.postLayout === 'list' ? 'list' : 'grid',
		displayDate: flag(stored.displayDate, d.displayDate),
		displayAuthor: flag(stored.displayAuthor, d.displayAuthor),
		displayContext: flag(stored.displayContext, d.displayContext),
		displayThumbnails: flag(stored.displayThumbnails, d.displayThumbnails),
		displayHeadline: flag(stored.displayHeadline, d.displayHeadline),
		headline: typeof stored.headline === 'string' ? stored.headline : d.headline,
		postsToShow: clampPostsToShow(stored.postsToShow ?? d.postsToShow),
	};
}
