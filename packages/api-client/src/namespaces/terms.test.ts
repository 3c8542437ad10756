import { describe, expect, it } from 'vitest';

import { isApiError } from '../errors/api-error';
import { isValidationError } from '../errors/validation-error';
import { answeringApi } from '../test/serving-api';
import { terms, TERMS_PER_PAGE_MAX } from './terms';

const travel = { id: 4, name: 'Travel', slug: 'travel', count: 2, parent: 0 };
const recipes = { id: 3, name: 'Recipes', slug: 'recipes', count: 0, parent: 0 };

describe('terms.list', () => {
	it("asks the site's taxonomy route by name and returns its terms", async () => {
		const { api, requests } = answeringApi(() => ({ body: [recipes, travel] }));
		await expect(terms.list(api, 'categories')).resolves.toEqual([recipes, travel]);
		const url = new URL(requests[0]!.url);
		expect(`${url.origin}${url.pathname}`).toBe('https://site.test/wp-json/wp/v2/categories');
		expect(Object.fromEntries(url.searchParams)).toEqual({ orderby: 'name' });
	});

	it('sends the search, the ids and the page size, the size within 1 to 100', async () => {
		const { api, requests } = answeringApi(() => ({ body: [] }));
		await terms.list(api, 'tags', { search: ' trav ', perPage: 20, include: [4, 7] });
		await terms.list(api, 'tags', { perPage: 500 });
		await terms.list(api, 'tags', { search: '  ', perPage: 0 });
		const [first, second, third] = requests.map((request) => new URL(request.url).searchParams);
		expect(first!.get('search')).toBe('trav');
		expect(first!.get('per_page')).toBe('20');
		expect(first!.getAll('include[]')).toEqual(['4', '7']);
		expect(second!.get('per_page')).toBe(String(TERMS_PER_PAGE_MAX));
		expect(third!.has('search')).toBe(false);
		expect(third!.get('per_page')).toBe('1');
	});

	it('refuses a term without a name', async () => {
		const { api } = answeringApi(() => ({ body: [{ id: 1, slug: 'x' }] }));
		const error: unknown = await terms.list(api, 'tags').catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
		expect(error).toMatchObject({ call: 'terms.list' });
	});
});

describe('terms.createTag', () => {
	it('posts the name and returns the new tag', async () => {
		const tag = { id: 9, name: 'Lisbon', slug: 'lisbon', count: 0 };
		const { api, requests } = answeringApi(() => ({ status: 201, body: tag }));
		await expect(terms.createTag(api, 'Lisbon')).resolves.toEqual(tag);
		expect(requests[0]!.method).toBe('POST');
		expect(new URL(requests[0]!.url).pathname).toBe('/wp-json/wp/v2/tags');
		expect(await requests[0]!.json()).toEqual({ name: 'Lisbon' });
	});

	it("raises the site's refusal of a name it has as an ApiError with the tag's id", async () => {
		const { api } = answeringApi(() => ({
			status: 400,
			body: {
				code: 'term_exists',
				message: 'A term with the name provided already exists.',
				data: { status: 400, term_id: 4 },
			},
		}));
		const error: unknown = await terms.createTag(api, 'Travel').catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 400, code: 'term_exists', data: { term_id: 4 } });
	});
});

describe('terms.tagIdOf', () => {
	it('makes the tag and answers its id', async () => {
		const { api } = answeringApi(() => ({
			status: 201,
			body: { id: 9, name: 'Lisbon', slug: 'lisbon', count: 0 },
		}));
		await expect(terms.tagIdOf(api, 'Lisbon')).resolves.toBe(9);
	});

	it('answers the id of the tag the site has under that name', async () => {
		const { api } = answeringApi(() => ({
			status: 400,
			body: {
				code: 'term_exists',
				message: 'A term with the name provided already exists.',
				data: { status: 400, term_id: 4 },
			},
		}));
		await expect(terms.tagIdOf(api, 'travel')).resolves.toBe(4);
	});

	it('raises any other refusal as it came', async () => {
		const { api } = answeringApi(() => ({
			status: 403,
			body: {
				code: 'rest_cannot_create',
				message: 'Sorry, you are not allowed to create terms.',
				data: { status: 403 },
			},
		}));
		await expect(terms.tagIdOf(api, 'Lisbon')).rejects.toMatchObject({
			status: 403,
			code: 'rest_cannot_create',
		});
	});
});
