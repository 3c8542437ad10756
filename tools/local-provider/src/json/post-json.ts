import type { Post } from '@blockyard/api-client';

import type { PostRecord } from '../data/posts';
import { wpDate } from '../data/wp-date';

/** A post as `wp/v2/posts` answers it: the fields of the client's `Post` and a few more WordPress has. */
export interface PostJson extends Post {
	readonly date: string;
	readonly date_gmt: string;
	readonly modified_gmt: string;
	readonly type: 'post';
	readonly title: { raw: string; rendered: string };
	readonly content: { raw: string; rendered: string; protected: false };
	readonly excerpt: { raw: string; rendered: string; protected: false };
	readonly tags: number[];
	readonly categories: number[];
}

const BLOCK_DELIMITER = /<!--\s+\/?wp:[\s\S]*?-->\n?/g;

/** No PHP here to render blocks: the rendered content is the markup without its block comments. */
export function renderContent(raw: string): string {
	return raw.replace(BLOCK_DELIMITER, '');
}

const HTML_SPECIALS: Readonly<Record<string, string>> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
};

/**
 * The excerpt as visitors get it: the author's text escaped, each blank-line-separated part a
 * paragraph (as WordPress's `wpautop`). None for a post without one (WordPress would make one
 * from the content; the stand-in does not).
 */
export function renderExcerpt(raw: string): string {
	const escaped = raw.replace(/[&<>"]/g, (c) => HTML_SPECIALS[c] ?? c).trim();
	if (escaped === '') return '';
	return escaped
		.split(/\n\s*\n/)
		.map((part) => `<p>${part.trim().replace(/\n/g, '<br />\n')}</p>\n`)
		.join('');
}

export function postJson(post: PostRecord, timeZone: string): PostJson {
	return {
		id: post.id,
		date: wpDate(post.created_at, timeZone),
		date_gmt: wpDate(post.created_at),
		modified: wpDate(post.modified_at, timeZone),
		modified_gmt: wpDate(post.modified_at),
		status: post.status,
		type: 'post',
		title: { raw: post.title, rendered: post.title },
		content: { raw: post.content, rendered: renderContent(post.content), protected: false },
		excerpt: { raw: post.excerpt, rendered: renderExcerpt(post.excerpt), protected: false },
		tags: [...post.tags],
		categories: [...post.categories],
	};
}
