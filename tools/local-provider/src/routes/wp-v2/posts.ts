import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { createPost, countPosts, getPost, listPosts, updatePost, type PostStatus } from '../../data/posts';
import { getSettings } from '../../data/settings';
import { bodySizeLimit } from '../../http/body-size-limit';
import { numericId } from '../../http/numeric-id';
import { readJsonBody } from '../../http/read-json-body';
import { readQuery } from '../../http/read-query';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { postJson } from '../../json/post-json';
import { relatedPostsJson } from '../../json/related-posts-json';
import { REST_PREFIX, type RouteContext } from '../route-context';

const POSTS = `${REST_PREFIX}/wp/v2/posts`;
const POST = `${POSTS}/:id{[0-9]+}`;

const STATUSES: readonly PostStatus[] = ['draft', 'publish'];

/**
 * 2 MiB: the largest body a post is saved from (its content, title and
 * status as JSON), far more than any post the editor writes; larger ones
 * answer 413 before anything is parsed, indexed or stored.
 */
export const POST_BODY_MAX_BYTES = 2 * 1024 * 1024;

/** The fields a client may set. Content is kept exactly as sent. Unknown fields are ignored, as in WordPress. */
const termIdsSchema = z.array(z.number().int().min(1)).max(1000);

const postFieldsSchema = z.object({
	title: z.string().optional(),
	content: z.string().optional(),
	status: z.enum(STATUSES).optional(),
	excerpt: z.string().optional(),
	/** Term ids of `wp/v2/tags` and `wp/v2/categories`; a list replaces the post's, ids of no such term are dropped. */
	tags: termIdsSchema.optional(),
	categories: termIdsSchema.optional(),
});

const listQuerySchema = z.object({
	page: z.coerce.number().int().min(1).default(1),
	per_page: z.coerce.number().int().min(1).max(100).default(10),
	/** `any` (the default here: there is no login to hide drafts from) or a comma list of statuses. */
	status: z
		.string()
		.default('any')
		.transform((value, ctx): PostStatus[] => {
			if (value === 'any') {
				return [...STATUSES];
			}
			const wanted = value.split(',').map((status) => status.trim());
			const known = STATUSES.filter((status) => wanted.includes(status));
			if (known.length !== wanted.length) {
				ctx.addIssue({
					code: 'custom',
					message: `Expected any, or some of: ${STATUSES.join(', ')}.`,
				});
				return z.NEVER;
			}
			return known;
		}),
	context: z.string().optional(),
});

const invalidPostId = (): RestError => new RestError('rest_post_invalid_id', 'Invalid post ID.', 404);

/** `wp/v2/posts`: list, create, read and update posts (with their excerpt, tags and categories). Any `context` answers the edit shape (with `raw`). */
export function mountWpV2Posts(app: Hono, { db }: RouteContext): void {
	const timeZone = (): string => getSettings(db).timezone;

	app.get(POSTS, (c) => {
		const query = readQuery(c, listQuerySchema);
		const total = countPosts(db, query.status);
		const posts = listPosts(db, {
			statuses: query.status,
			limit: query.per_page,
			offset: (query.page - 1) * query.per_page,
		});
		const zone = timeZone();
		c.header('X-WP-Total', String(total));
		c.header('X-WP-TotalPages', String(Math.ceil(total / query.per_page)));
		return c.json(posts.map((post) => postJson(post, zone)));
	});

	const postBodyLimit = bodySizeLimit(POST_BODY_MAX_BYTES);

	app.post(POSTS, postBodyLimit, async (c) => {
		const fields = await readJsonBody(c, postFieldsSchema);
		const post = createPost(db, fields);
		c.header('Location', `${requestOrigin(c)}${POSTS}/${post.id}`);
		return c.json(postJson(post, timeZone()), 201);
	});

	app.get(POST, (c) => {
		const id = numericId(c);
		const post = id === undefined ? undefined : getPost(db, id);
		if (!post) {
			throw invalidPostId();
		}
		// Jetpack's field on real sites; the client reads it with `_fields` (api-client's related-posts.ts).
		const related = relatedPostsJson(db, post, requestOrigin(c), timeZone());
		return c.json({ ...postJson(post, timeZone()), 'jetpack-related-posts': related });
	});

	const update = async (c: Context) => {
		const id = numericId(c);
		if (id === undefined || !getPost(db, id)) {
			throw invalidPostId();
		}
		const fields = await readJsonBody(c, postFieldsSchema);
		const post = updatePost(db, id, fields);
		if (!post) {
			throw invalidPostId();
		}
		return c.json(postJson(post, timeZone()));
	};
	app.on(['POST', 'PUT', 'PATCH'], POST, postBodyLimit, update);
}
