/**
 * The places the geocoding stand-in knows: a few cities with their coordinates
 * ([lng, lat]), enough for a map block's address search offline.
 */
export const PLACES: ReadonlyArray<{
	id: string;
	text: string;
	place_name: string;
	center: [number, number];
}> = [
	{ id: 'place.lisbon', text: 'Lisbon', place_name: 'Lisbon, Portugal', center: [-9.1393, 38.7223] },
	{
		id: 'place.london',
		text: 'London',
		place_name: 'London, Greater London, England, United Kingdom',
		center: [-0.1276, 51.5072],
	},
	{
		id: 'place.paris',
		text: 'Paris',
		place_name: 'Paris, Île-de-France, France',
		center: [2.3522, 48.8566],
	},
	{ id: 'place.berlin', text: 'Berlin', place_name: 'Berlin, Germany', center: [13.405, 52.52] },
	{
		id: 'place.new-york',
		text: 'New York',
		place_name: 'New York, New York, United States',
		center: [-74.006, 40.7128],
	},
	{
		id: 'place.san-francisco',
		text: 'San Francisco',
		place_name: 'San Francisco, California, United States',
		center: [-122.4194, 37.7749],
	},
	{ id: 'place.tokyo', text: 'Tokyo', place_name: 'Tokyo, Japan', center: [139.6917, 35.6895] },
	{
		id: 'place.sao-paulo',
		text: 'São Paulo',
		place_name: 'São Paulo, Brazil',
		center: [-46.6333, -23.5505],
	},
];

/** The reservation provider stand-in's restaurants. */
export const RESTAURANTS: ReadonlyArray<{ rid: number; name: string }> = [
	{ rid: 1001, name: 'The Blockyard Bistro' },
	{ rid: 1002, name: 'Pizzeria Gutenberg' },
	{ rid: 1003, name: 'Café Paragraph' },
	{ rid: 1004, name: 'Harbour Grill' },
	{ rid: 1005, name: 'Pizza Palace' },
	{ rid: 1006, name: 'Sushi Column' },
];

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** True when every word of `query` starts a word of `text` (accents and case ignored). */
export function matches(text: string, query: string): boolean {
	const words = fold(text).split(/[^\p{L}\p{N}]+/u);
	return fold(query)
		.split(/\s+/)
		.filter(Boolean)
		.every((part) => words.some((word) => word.startsWith(part)));
}
