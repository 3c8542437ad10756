import * as z from 'zod/mini';

import type { Api } from '../api';
import { isApiError } from '../errors/api-error';

/** The taxonomies of a post's terms: `wp/v2/tags` and `wp/v2/categories`. */
export type TermTaxonomy = 'tags' | 'categories';

/** A tag or category as `wp/v2/tags` and `wp/v2/categories` answer it (the fields Blockyard uses). */
export const termSchema = z.object({
	id: z.number(),
	name: z.string(),
	slug: z.string(),
	/** How many published posts have the term. */
	count: z.optional(z.number()),
	/** A category's parent category, 0 for none; tags have none. */
	parent: z.optional(z.number()),
});
export type Term = z.infer<typeof termSchema>;

const termListSchema = z.array(termSchema);

export interface TermListOptions {
	/** Only the terms whose name or slug holds this text. */
	readonly search?: string;
	/** Only the terms with these ids (a post's `tags` or `categories`). */
	readonly include?: readonly number[];
	/** At most this many terms, 1 to 100 (WordPress's limit); the site's default (10) when absent. */
	readonly perPage?: number;
	readonly signal?: AbortSignal;
}

/** WordPress refuses `per_page` outside 1 to 100. */
export const TERMS_PER_PAGE_MAX = 100;

export const terms = {
	/**
	 * The site's tags or categories, by name.
	 *
	 * @example
	 * const found = await terms.list(api, 'tags', { search: 'trav', perPage: 20 });
	 */
	list: (api: Api, taxonomy: TermTaxonomy, options: TermListOptions = {}): Promise<Term[]> =>
		api.site.request(`wp/v2/${taxonomy}`, {
			call: 'terms.list',
			searchParams: {
				orderby: 'name',
				search: options.search?.trim() || undefined,
				include: options.include?.map(String),
				per_page:
					options.perPage === undefined
						? undefined
						: Math.min(TERMS_PER_PAGE_MAX, Math.max(1, Math.floor(options.perPage))),
			},
			schema: termListSchema,
			signal: options.signal,
		}),
	/**
	 * Adds a tag to the site (any user who may edit posts); WordPress refuses a name the site
	 * already has with an `ApiError` (400, `term_exists`, the existing tag's id in its data).
	 */
	createTag: (api: Api, name: string): Promise<Term> =>
		api.site.request('wp/v2/tags', {
			call: 'terms.createTag',
			method: 'post',
			json: { name },
			schema: termSchema,
		}),
	/**
	 * The id of the site's tag of this name, made when the site has none: `createTag`, and the
	 * existing tag's id when WordPress answers that the name is taken (`term_exists`). Any other
	 * refusal is raised as it came.
	 *
	 * @example
	 * const id = await terms.tagIdOf(api, 'Lisbon');
	 */
	tagIdOf: async (api: Api, name: string): Promise<number> => {
		try {
			return (await terms.createTag(api, name)).id;
		} catch (error) {
			const existing =
				isApiError(error) && error.code === 'term_exists' ? error.data.term_id : undefined;
			if (typeof existing === 'number') {
				return existing;
			}
			throw error;
		}
	},
};
