import { describe, expect, it } from 'vitest';

import { RESTAURANTS, searchRestaurants } from './restaurants';

describe('the restaurant search stand-in', () => {
	it('has a few hundred restaurants, each with its own numeric rid and name', () => {
		expect(RESTAURANTS.length).toBeGreaterThanOrEqual(300);
		expect(new Set(RESTAURANTS.map((restaurant) => restaurant.rid)).size).toBe(RESTAURANTS.length);
		expect(new Set(RESTAURANTS.map((restaurant) => restaurant.name)).size).toBe(RESTAURANTS.length);
		expect(
			RESTAURANTS.every((restaurant) => Number.isInteger(restaurant.rid) && restaurant.rid > 0)
		).toBe(true);
	});

	it('finds restaurants by the starts of the words of their names, names that start so first', () => {
		const names = searchRestaurants('sushi', 100).map((restaurant) => restaurant.name);
		expect(names[0]).toBe('Sushi Column');
		expect(names.length).toBeGreaterThan(10);
		expect(names.every((name) => /sushi/i.test(name))).toBe(true);
		expect(searchRestaurants('golden tapas', 20).map((restaurant) => restaurant.name)).toEqual([
			'Golden Tapas on Main',
		]);
		expect(
			searchRestaurants('CREPE', 100).every((restaurant) => restaurant.name.includes('Crêperie'))
		).toBe(true);
		expect(searchRestaurants('cafe', 5)[0]?.name).toBe('Café Paragraph');
	});

	it('answers at most pageSize', () => {
		expect(searchRestaurants('bistro', 20)).toHaveLength(20);
		expect(searchRestaurants('bistro', 3)).toHaveLength(3);
	});

	it('finds one restaurant by its rid', () => {
		expect(searchRestaurants('1002', 20)).toEqual([{ rid: 1002, name: 'Pizzeria Gutenberg' }]);
		expect(searchRestaurants('999999', 20)).toEqual([]);
	});

	it.each([
		'',
		'   ',
		'https://www.opentable.com/r/blockyard-bistro',
		'javascript:alert(1)',
		'<script>alert(1)</script>',
		'<img src=x onerror=alert(1)>',
		'//evil.example/bistro',
		'www.bistro',
		'bistro.com',
		'data:text/html,<b>bistro</b>',
		'bistro '.repeat(20),
	])('answers nothing for %j', (query) => {
		expect(searchRestaurants(query, 20)).toEqual([]);
	});

	it('still finds names with a colon or a dot inside', () => {
		expect(searchRestaurants('sushi: bar', 20).length).toBeGreaterThan(0);
		expect(searchRestaurants('St. Juniper', 20).map((restaurant) => restaurant.name)).toEqual([
			'Juniper Steakhouse Downtown',
		]);
		expect(searchRestaurants('Juniper Ramen', 20)).toHaveLength(1);
	});
});
