import type { Term } from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import {
	countTerms,
	createTerm,
	findTerm,
	listTerms,
	type Taxonomy,
	type TermRecord,
} from '../../data/terms';
import { userCan } from '../../data/users';
import { readJsonBody } from '../../http/read-json-body';
import { readQuery } from '../../http/read-query';
import { requestOrigin } from '../../http/request-origin';
import { requestUser } from '../../http/request-user';
import { RestError } from '../../http/rest-error';
import { REST_PREFIX, type RouteContext } from '../route-context';

/** A term as `wp/v2/tags` and `wp/v2/categories` answer it: the client's fields and a few more WordPress has. */
export interface TermJson extends Term {
	readonly count: number;
	readonly description: string;
	readonly link: string;
	readonly taxonomy: Taxonomy;
	readonly parent?: number;
}

/** WordPress's limit on a term's name (`wp_terms.name` is a VARCHAR(200)). */
export const TERM_NAME_MAX_LENGTH = 200;

const ROUTES: readonly { readonly base: 'tags' | 'categories'; readonly taxonomy: Taxonomy }[] = [
	{ base: 'tags', taxonomy: 'post_tag' },
	{ base: 'categories', taxonomy: 'category' },
];

const listQuerySchema = z.object({
	page: z.coerce.number().int().min(1).default(1),
	per_page: z.coerce.number().int().min(1).max(100).default(10),
	search: z.string().optional(),
	orderby: z.enum(['name', 'id', 'slug', 'count', 'include']).default('name'),
	order: z.enum(['asc', 'desc']).default('asc'),
	context: z.string().optional(),
});

const includeSchema = z.array(z.coerce.number().int().min(1));

const newTermSchema = z.object({
	name: z.string().trim().min(1).max(TERM_NAME_MAX_LENGTH),
});

/** `include[]=4&include[]=7` or `include=4,7`, as WordPress reads a list; `undefined` without one. */
function readInclude(c: Context): number[] | undefined {
	const listed = [...(c.req.queries('include[]') ?? []), ...(c.req.queries('include') ?? [])];
	if (listed.length === 0) return undefined;
	const result = includeSchema.safeParse(listed.flatMap((value) => value.split(',')));
	if (!result.success) {
		throw new RestError('rest_invalid_param', 'Invalid parameter(s): include', 400, {
			params: { include: 'include[0] is not of type integer.' },
		});
	}
	return result.data;
}

/**
 * `wp/v2/tags` and `wp/v2/categories`: the site's terms, listed by name (`search`, `include`,
 * `per_page`, `page`, `orderby`, `order`); `POST` adds one, by a user who may: a tag, anyone
 * who may edit posts (WordPress lets them assign tags, and makes a new one for them); a
 * category, one who may manage categories (an editor or administrator).
 */
export function mountWpV2Terms(app: Hono, { db }: RouteContext): void {
	for (const { base, taxonomy } of ROUTES) {
		const path = `${REST_PREFIX}/wp/v2/${base}`;
		const termJson = (term: TermRecord, origin: string): TermJson => ({
			id: term.id,
			count: term.count,
			description: '',
			link: `${origin}/${taxonomy === 'post_tag' ? 'tag' : 'category'}/${term.slug}/`,
			name: term.name,
			slug: term.slug,
			taxonomy,
			...(taxonomy === 'category' ? { parent: term.parent } : {}),
		});

		app.get(path, (c) => {
			const query = readQuery(c, listQuerySchema);
			const include = readInclude(c);
			const filter = { search: query.search?.trim() || undefined, include };
			const total = countTerms(db, taxonomy, filter);
			const terms = listTerms(db, taxonomy, {
				...filter,
				orderBy: query.orderby === 'include' ? 'id' : query.orderby,
				order: query.order,
				limit: query.per_page,
				offset: (query.page - 1) * query.per_page,
			});
			const origin = requestOrigin(c);
			c.header('X-WP-Total', String(total));
			c.header('X-WP-TotalPages', String(Math.ceil(total / query.per_page)));
			return c.json(terms.map((term) => termJson(term, origin)));
		});

		app.post(path, async (c) => {
			const user = requestUser(c);
			const may =
				taxonomy === 'post_tag' ? userCan(user, 'edit_posts') : userCan(user, 'manage_categories');
			if (!may) {
				throw new RestError(
					'rest_cannot_create',
					'Sorry, you are not allowed to create terms in this taxonomy.',
					403
				);
			}
			const { name } = await readJsonBody(c, newTermSchema);
			const existing = findTerm(db, taxonomy, name);
			if (existing) {
				throw new RestError(
					'term_exists',
					'A term with the name provided already exists in this taxonomy.',
					400,
					{
						term_id: existing.id,
					}
				);
			}
			const term = createTerm(db, taxonomy, name);
			c.header('Location', `${requestOrigin(c)}${path}/${term.id}`);
			return c.json(termJson(term, requestOrigin(c)), 201);
		});
	}
}
