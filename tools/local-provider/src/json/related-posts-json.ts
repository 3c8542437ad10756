import type { RelatedPost } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';

import { listPosts, type PostRecord } from '../data/posts';
import { wpDate } from '../data/wp-date';
import { similarPosts } from '../related/similar-posts';
import { renderContent } from './post-json';

/** How many related posts the field holds: the most the Related Posts block shows. */
export const RELATED_POSTS_COUNT = 6;

/** How many of the newest published posts are compared with the post. */
export const RELATED_POSTS_CANDIDATES = 500;

/**
 * The site's only author, as WordPress names its first user, and the category
 * every post is in on a site that has made none: the provider keeps neither.
 */
export const SITE_AUTHOR = 'admin';
export const DEFAULT_CATEGORY = { name: 'Uncategorized', id: 1 } as const;

const EXCERPT_LENGTH = 100;

function excerpt(content: string): string {
	const text = renderContent(content)
		.replace(/<[^>]*>/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();
	return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

const IMAGE_SOURCE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** The post's first image as an absolute http(s) address (root-relative ones on `origin`), if it has one. */
export function firstImage(content: string, origin: string): string | undefined {
	const match = IMAGE_SOURCE.exec(content);
	const src = (match?.[1] ?? match?.[2] ?? '').replace(/&amp;/g, '&').trim();
	if (!src) {
		return undefined;
	}
	try {
		const url = new URL(src, `${origin}/`);
		return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
	} catch {
		return undefined;
	}
}

/**
 * The `jetpack-related-posts` field of `wp/v2/posts/{id}`: the published posts
 * most similar to `post` (shared words of title and text, see
 * ../related/similar-posts.ts), each with the fields Jetpack gives: its
 * address, title, date (the site's local time), excerpt, first image, author
 * and the category it is in.
 */
export function relatedPostsJson(
	db: Database,
	post: PostRecord,
	origin: string,
	timeZone: string
): RelatedPost[] {
	const candidates = listPosts(db, { statuses: ['publish'], limit: RELATED_POSTS_CANDIDATES, offset: 0 });
	const category = {
		text: `In "${DEFAULT_CATEGORY.name}"`,
		link: `${origin}/?cat=${DEFAULT_CATEGORY.id}`,
	};
	return similarPosts(post, candidates, RELATED_POSTS_COUNT).map((other) => {
		const image = firstImage(other.content, origin);
		return {
			id: other.id,
			url: `${origin}/?p=${other.id}`,
			title: other.title,
			date: wpDate(other.created_at, timeZone),
			excerpt: excerpt(other.content),
			context: category.text,
			author: SITE_AUTHOR,
			block_context: category,
			...(image ? { img: { src: image, width: 350, height: 200, alt_text: '' } } : {}),
		};
	});
}
