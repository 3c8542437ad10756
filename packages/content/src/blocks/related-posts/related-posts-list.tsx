import { type RelatedPost, safeLinkUrl, safeMediaUrl } from '@blockyard/api-client';
import { __, sprintf } from '@wordpress/i18n';

import { element } from './class-names';
import { formatPostDate } from './format-date';
import { gridRows } from './rows';
import type { RelatedPostsAttributes } from './types';

export interface RelatedPostsListProps {
	readonly attributes: RelatedPostsAttributes;
	/** The site's answer; only the first `postsToShow` with a safe address are shown. */
	readonly posts: readonly RelatedPost[];
	/** The site's WordPress locale, for the dates. */
	readonly locale: string;
}

/**
 * What the block shows of a site's answer: the first posts whose address a link may lead to
 * (the saved-output policy), as many as asked.
 */
export function visiblePosts(posts: readonly RelatedPost[], postsToShow: number): RelatedPost[] {
	return posts.filter((post) => safeLinkUrl(post.url) !== undefined).slice(0, postsToShow);
}

/**
 * The posts as a visitor sees them (the editor shows the same): an optional
 * headline, then one list of links, each post's title a heading, with its
 * date, author and context as the toggles say. In the grid, each item says the
 * size of its row (`is-in-row-of-2` or `-3`) for the stylesheet. The plugin's
 * PHP (includes/related-posts.php) prints the same markup.
 */
export function RelatedPostsList({ attributes, posts, locale }: RelatedPostsListProps) {
	const shown = visiblePosts(posts, attributes.postsToShow);
	const rows = attributes.postLayout === 'grid' ? gridRows(shown) : [shown];
	const headline = attributes.displayHeadline ? attributes.headline.trim() : '';
	return (
		<>
			{headline ? <h2 className={element('headline')}>{headline}</h2> : null}
			<ul className={element('posts')}>
				{rows.flatMap((row) =>
					row.map((post) => (
						<RelatedPostItem
							key={post.id}
							post={post}
							attributes={attributes}
							locale={locale}
							rowSize={attributes.postLayout === 'grid' ? row.length : undefined}
						/>
					))
				)}
			</ul>
		</>
	);
}

interface RelatedPostItemProps {
	readonly post: RelatedPost;
	readonly attributes: RelatedPostsAttributes;
	readonly locale: string;
	readonly rowSize: number | undefined;
}

function RelatedPostItem({ post, attributes, locale, rowSize }: RelatedPostItemProps) {
	const url = safeLinkUrl(post.url);
	const image = attributes.displayThumbnails ? safeMediaUrl(post.img?.src) : undefined;
	const date = attributes.displayDate ? formatPostDate(post.date, locale) : undefined;
	const author = attributes.displayAuthor ? post.author?.trim() : undefined;
	const context = attributes.displayContext ? post.block_context?.text.trim() : undefined;
	const contextLink = safeLinkUrl(post.block_context?.link);
	const className = [element('post'), rowSize === undefined ? '' : `is-in-row-of-${rowSize}`]
		.filter(Boolean)
		.join(' ');
	return (
		<li className={className}>
			{image ? (
				<img className={element('thumbnail')} src={image} alt="" loading="lazy" decoding="async" />
			) : null}
			<h3 className={element('title')}>
				<a href={url}>{post.title.trim() || __('(no title)', 'blockyard')}</a>
			</h3>
			{date || author || context ? (
				<p className={element('meta')}>
					{date ? (
						<time className={element('date')} dateTime={date.machine}>
							{date.text}
						</time>
					) : null}
					{author ? (
						<span className={element('author')}>
							{/* translators: %s: the name of a post's author. */}
							{sprintf(__('By %s', 'blockyard'), author)}
						</span>
					) : null}
					{context ? (
						<span className={element('context')}>
							{contextLink ? <a href={contextLink}>{context}</a> : context}
						</span>
					) : null}
				</p>
			) : null}
		</li>
	);
}
