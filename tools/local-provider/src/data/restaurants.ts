import { matches } from './word-match';

/** A restaurant as the reservation provider's search lists it. */
export interface Restaurant {
	readonly rid: number;
	readonly name: string;
}

/** The first few, by hand: the names the demo and older tests use. */
const NAMED: readonly Restaurant[] = [
	{ rid: 1001, name: 'The Blockyard Bistro' },
	{ rid: 1002, name: 'Pizzeria Gutenberg' },
	{ rid: 1003, name: 'Café Paragraph' },
	{ rid: 1004, name: 'Harbour Grill' },
	{ rid: 1005, name: 'Pizza Palace' },
	{ rid: 1006, name: 'Sushi Column' },
];

const FIRST = [
	'Golden',
	'Blue',
	'Little',
	'Old Town',
	'Harbourside',
	'Casa',
	'Olive',
	'Saffron',
	'Copper',
	'Juniper',
	'Lotus',
	'Maple',
	'Red Lantern',
	'Silver Spoon',
	'Wild Fig',
	'Cedar',
	'Lemon Tree',
	'Smoky',
	'Bella',
	'Green Door',
];

const KINDS = [
	'Bistro',
	'Trattoria',
	'Sushi Bar',
	'Taqueria',
	'Steakhouse',
	'Brasserie',
	'Noodle House',
	'Oyster Bar',
	'Tapas',
	'Curry House',
	'Dim Sum',
	'Kitchen',
	'Diner',
	'Ramen',
	'Crêperie',
	'Bakery & Café',
];

const PLACES = ['', ' Downtown', ' on Main', ' by the Park', ' Riverside', ' Uptown'];

/**
 * The stand-in's restaurants: a few named ones, then one for each first word
 * and kind (320), each with a place of its own picked in turn. Numeric `rid`s,
 * the same on every start.
 */
export const RESTAURANTS: readonly Restaurant[] = [
	...NAMED,
	...FIRST.flatMap((first, i) =>
		KINDS.map((kind, j) => ({
			rid: 20_000 + i * 100 + j,
			name: `${first} ${kind}${PLACES[(i + j) % PLACES.length] ?? ''}`,
		}))
	),
];

/** The longest search text the stand-in looks at. */
export const RESTAURANT_QUERY_MAX_LENGTH = 100;

/**
 * Text that is a web address or markup rather than a restaurant's name (a
 * scheme such as `https:` or `javascript:`, `//`, `www.`, a domain, `<`, `>`):
 * the search answers nothing for it.
 */
export function looksLikeUrlOrMarkup(query: string): boolean {
	return /[<>]|^\s*(?:https?|javascript|data|vbscript|file|ftp|mailto):|\/\/|www\.|\.[a-z]{2,}(?:\/|$)/i.test(
		query
	);
}

/**
 * Restaurants for the search text: by `rid` when it is a number, else those
 * whose name holds every word of it (each the start of a word, accents and
 * case ignored), names that start with it first; at most `pageSize`. Empty,
 * too long, or a web address or markup: none.
 */
export function searchRestaurants(query: string, pageSize: number): Restaurant[] {
	const text = query.trim();
	if (text === '' || text.length > RESTAURANT_QUERY_MAX_LENGTH || looksLikeUrlOrMarkup(text)) {
		return [];
	}
	if (/^\d+$/.test(text)) {
		return RESTAURANTS.filter((restaurant) => restaurant.rid === Number(text)).slice(0, pageSize);
	}
	const found = RESTAURANTS.filter((restaurant) => matches(restaurant.name, text));
	const first = text.toLowerCase();
	const startsWith = (restaurant: Restaurant): boolean => restaurant.name.toLowerCase().startsWith(first);
	return [...found.filter(startsWith), ...found.filter((restaurant) => !startsWith(restaurant))].slice(
		0,
		pageSize
	);
}
