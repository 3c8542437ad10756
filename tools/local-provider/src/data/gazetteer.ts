/*
 * The restaurants of the reservation provider's stand-in, and the word match
 * its search uses. Places live in the gazetteer (`src/geo/gazetteer-db.ts`).
 */

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
