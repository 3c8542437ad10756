import type { RelatedPost } from '@blockyard/api-client';
import { renderToString } from '@wordpress/element';

import { resolveAttributes } from './attributes';
import { BLOCK_CLASS, layoutClass } from './class-names';
import { RelatedPostsList, visiblePosts } from './related-posts-list';

/**
 * The block's markup for visitors, as a page rendered on the server gets it:
 * the wrapper (layout, alignment and custom class from the stored attributes)
 * around {@link RelatedPostsList}, or nothing when no post is left to show.
 * `attributes` are the block comment's, untrusted; every text is escaped and
 * every address checked.
 *
 * @example
 * const html = renderRelatedPostsMarkup(block.attrs, await posts.related(api, postId), 'en_US');
 */
export function renderRelatedPostsMarkup(
	storedAttributes: Readonly<Record<string, unknown>>,
	posts: readonly RelatedPost[],
	locale: string
): string {
	const attributes = resolveAttributes(storedAttributes);
	if (visiblePosts(posts, attributes.postsToShow).length === 0) {
		return '';
	}
	const align =
		storedAttributes.align === 'wide' || storedAttributes.align === 'full' ? storedAttributes.align : '';
	const custom = typeof storedAttributes.className === 'string' ? storedAttributes.className : '';
	const className = [BLOCK_CLASS, layoutClass(attributes.postLayout), align ? `align${align}` : '', custom]
		.filter(Boolean)
		.join(' ');
	return renderToString(
		<div className={className}>
			<RelatedPostsList attributes={attributes} posts={posts} locale={locale} />
		</div>
	);
}
