import type { RelatedPost } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';

import { listPosts, type PostRecord } from '../data/posts';
import { wpDate } from '../data/wp-date';
import { renderContent } from './post-json';

/** How many related posts the field holds, as Jetpack's default. */
export const RELATED_POSTS_COUNT = 3;

const EXCERPT_LENGTH = 100;

function excerpt(content: string): string {
	const text = renderContent(content)
		.replace(/<[^>]*>/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();
	return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

/**
 * The `jetpack-related-posts` field of `wp/v2/posts/{id}`. No search index
 * here: a post's related posts are the newest other published posts.
 */
export function relatedPostsJson(
	db: Database,
	post: PostRecord,
	origin: string,
	timeZone: string
): RelatedPost[] {
	return listPosts(db, { statuses: ['publish'], limit: RELATED_POSTS_COUNT + 1, offset: 0 })
		.filter((other) => other.id !== post.id)
		.slice(0, RELATED_POSTS_COUNT)
		.map((other) => ({
			id: other.id,
			url: `${origin}/?p=${other.id}`,
			title: other.title,
			date: wpDate(other.created_at, timeZone),
			excerpt: excerpt(other.content),
			context: 'Similar post',
		}));
}
