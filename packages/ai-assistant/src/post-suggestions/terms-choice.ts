import type { Term } from '@blockyard/api-client';

import type { PostTermsSuggestion } from '../prompts/post-suggestions';

/** What a tags and categories suggestion offers the author: what it suggests that the post lacks. */
export interface TermsChoice {
	/** Suggested tags the post does not have, by name (the site may or may not have them yet). */
	readonly tags: readonly string[];
	/** Suggested categories of the site that the post is not in. */
	readonly categories: readonly Term[];
}

/** What the post has already. */
export interface PostTerms {
	/** The names of the post's tags. */
	readonly tagNames: readonly string[];
	/** The ids of the post's categories. */
	readonly categoryIds: readonly number[];
}

const sameName = (a: string, b: string): boolean => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The suggestion's tags and categories that the post does not have yet: tags by name (any
 * case), categories as the site's terms. Pure.
 *
 * @example
 * termsChoice({ tags: ['bees', 'honey'], categories: ['Garden'] }, [garden], { tagNames: ['Bees'], categoryIds: [] });
 * // { tags: ['honey'], categories: [garden] }
 */
export function termsChoice(
	suggestion: PostTermsSuggestion,
	siteCategories: readonly Term[],
	post: PostTerms
): TermsChoice {
	return {
		tags: suggestion.tags.filter((tag) => !post.tagNames.some((name) => sameName(name, tag))),
		categories: suggestion.categories.flatMap((name) => {
			const category = siteCategories.find((term) => term.name === name);
			return category === undefined || post.categoryIds.includes(category.id) ? [] : [category];
		}),
	};
}

/** `ids` with `more` added, each id once, in the order they came. */
export const withIds = (ids: readonly number[], more: readonly number[]): number[] => [
	...new Set([...ids, ...more]),
];
