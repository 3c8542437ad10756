import { AI_EXCERPT_MAX_WORDS, AI_MAX_TAGS, AI_SITE_CATEGORIES_LABEL } from '@blockyard/api-client';

import { contentWords, sentencesOf, summarize } from './summary';

/** Markdown and markup a plain paragraph leaves out: headings go, links keep their text, marks and tags go. */
function plainText(text: string): string {
	return text
		.replace(/^\s{0,3}#{1,6}\s.*$/gm, '')
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/<[^>]*>/g, ' ')
		.replace(/^\s{0,3}(?:>|[-*+]|\d+[.)])\s+/gm, '')
		.replace(/[*_`~#|]+/g, '')
		.replace(/\s+/g, ' ')
		.trim();
}

const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/**
 * An excerpt of a post: its extractive summary (two sentences, or one when
 * two are too long) as one plain paragraph of at most
 * {@link AI_EXCERPT_MAX_WORDS} words; a sentence longer than that is cut and
 * ends with `…`. Empty for a text without words.
 *
 * @example
 * excerptOf('# Bees\n\nBees make **honey**. It rained. Bees keep hives.'); // 'Bees make honey. Bees keep hives.'
 */
export function excerptOf(text: string): string {
	const plain = plainText(text);
	if (sentencesOf(plain).length === 0) {
		return '';
	}
	for (const count of [2, 1]) {
		const summary = summarize(plain, count);
		if (wordsOf(summary).length <= AI_EXCERPT_MAX_WORDS) {
			return summary;
		}
	}
	const words = wordsOf(summarize(plain, 1)).slice(0, AI_EXCERPT_MAX_WORDS);
	return `${words.join(' ').replace(/[\s,;:.!?-]+$/, '')}…`;
}

/**
 * The site's categories a tags request lists: the JSON array of names after
 * {@link AI_SITE_CATEGORIES_LABEL} at the start of a line; none when the line
 * is missing or is not an array (names that are not strings are left out).
 */
export function siteCategoriesOf(instructions: string): string[] {
	const line = instructions
		.split('\n')
		.map((each) => each.trim())
		.find((each) => each.startsWith(AI_SITE_CATEGORIES_LABEL));
	if (line === undefined) {
		return [];
	}
	try {
		const names: unknown = JSON.parse(line.slice(AI_SITE_CATEGORIES_LABEL.length));
		return Array.isArray(names)
			? names.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
			: [];
	} catch {
		return [];
	}
}

/** The lower-case words of a text, and of each its singular when it ends in `s`. */
function wordSet(text: string): Set<string> {
	const words = new Set<string>();
	for (const word of text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []) {
		words.add(word);
		if (word.length > 3 && word.endsWith('s')) {
			words.add(word.slice(0, -1));
		}
	}
	return words;
}

/** The tags and categories of a post, as the tags request asks for them. */
export interface PostTerms {
	readonly tags: string[];
	readonly categories: string[];
}

/**
 * At most {@link AI_MAX_TAGS} tags (the post's most frequent content words,
 * lower case, the first used first on a tie; numbers left out) and, from
 * `categories` only, those whose every word appears in the post (a plural
 * counts for its singular), in their order, each once.
 *
 * @example
 * postTermsOf('Bees make honey. Bees keep hives.', ['Bees', 'Travel']);
 * // { tags: ['bees', 'make', 'honey', 'keep', 'hives'], categories: ['Bees'] }
 */
export function postTermsOf(text: string, categories: readonly string[]): PostTerms {
	const frequency = new Map<string, number>();
	for (const word of contentWords(plainText(text))) {
		if (!/^[\p{N}']+$/u.test(word)) {
			frequency.set(word, (frequency.get(word) ?? 0) + 1);
		}
	}
	// A Map keeps first-use order, and the sort is stable: ties stay in that order.
	const tags = [...frequency.entries()]
		.sort((a, b) => b[1] - a[1])
		.slice(0, AI_MAX_TAGS)
		.map(([word]) => word);
	const words = wordSet(text);
	const inText = (word: string): boolean =>
		words.has(word) || (word.length > 3 && word.endsWith('s') && words.has(word.slice(0, -1)));
	const chosen = categories.filter((name, index) => {
		const nameWords = name.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
		return categories.indexOf(name) === index && nameWords.length > 0 && nameWords.every(inText);
	});
	return { tags, categories: chosen };
}
