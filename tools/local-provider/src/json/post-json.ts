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
}

const BLOCK_DELIMITER = /<!--\s+\/?wp:[\s\S]*?-->\n?/g;

/** No PHP here to render blocks: the rendered content is the markup without its block comments. */
export function renderContent(raw: string): string {
	return raw.replace(BLOCK_DELIMITER, '');
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
	};
}
