import { geocoding, isApiError, RESTAURANT_SEARCH_PAGE_SIZE, restaurants } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

// The provider stands in for the maps and reservation providers (unreachable offline).
const thirdPartyApi = () =>
	provider.apiWith({
		roots: {
			geocoding: `${provider.origin}geocoding/v5/mapbox.places/`,
			restaurantSearch: `${provider.origin}restaurant-search-provider/`,
		},
	});

describe('geocoding', () => {
	// The first search on a new machine builds the provider's gazetteer: a few seconds, once.
	it(
		'finds places with their coordinates, as many as asked for up to ten',
		{ timeout: 60_000 },
		async () => {
			const { features } = await geocoding.search(thirdPartyApi(), 'Sao Paulo', 'pk.test');
			expect(features.length).toBeGreaterThan(0);
			expect(features.length).toBeLessThanOrEqual(10);
			expect(features[0]).toMatchObject({ text: 'São Paulo', place_name: 'São Paulo, Brazil' });
			expect(features[0]!.center[0]).toBeCloseTo(-46.63, 1);
			expect(features[0]!.center[1]).toBeCloseTo(-23.55, 1);
			const three = await geocoding.search(thirdPartyApi(), { query: 'san', limit: 3 }, 'pk.test');
			expect(three.features).toHaveLength(3);
		}
	);

	it('passes the provider message on when the token is refused, as a mapbox_error', async () => {
		const error: unknown = await geocoding.search(thirdPartyApi(), 'Lisbon', '').catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ code: 'mapbox_error', serverMessage: 'Not Authorized - No Token' });
		expect((error as Error).message).toBe('Not Authorized - No Token (401)');
	});
});

describe('restaurants', () => {
	it('searches restaurants by the words of their names, 20 at most', async () => {
		const { items } = await restaurants.search(thirdPartyApi(), 'pizz');
		expect(items.map((item) => item.name).sort()).toEqual(['Pizza Palace', 'Pizzeria Gutenberg']);
		expect(items.every((item) => Number.isInteger(item.rid))).toBe(true);

		const many = await restaurants.search(thirdPartyApi(), 'bistro');
		expect(many.items).toHaveLength(RESTAURANT_SEARCH_PAGE_SIZE);
		expect(many.items.every((item) => /bistro/i.test(item.name))).toBe(true);
		expect(new Set(many.items.map((item) => item.rid)).size).toBe(RESTAURANT_SEARCH_PAGE_SIZE);
	});

	it.each([
		'https://www.opentable.com/r/the-blockyard-bistro',
		'javascript:alert(1)',
		'<script>alert(1)</script>',
	])('answers nothing, as plain JSON, for text that is a web address or markup: %s', async (query) => {
		const response = await fetch(
			`${provider.origin}restaurant-search-provider/restaurant-search?query=${encodeURIComponent(query)}&pageSize=20`
		);
		expect(response.headers.get('content-type')).toMatch(/^application\/json/);
		const text = await response.text();
		expect(text).toBe('{"items":[]}');
		await expect(restaurants.search(thirdPartyApi(), query)).resolves.toEqual({ items: [] });
	});
});
