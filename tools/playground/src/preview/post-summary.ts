import { terms, TERMS_PER_PAGE_MAX, type Api, type Post, type TermTaxonomy } from '@blockyard/api-client';
import { __, sprintf } from '@wordpress/i18n';

/** The names of the terms with these ids, by name; none when they cannot be read. */
async function termNames(api: Api, taxonomy: TermTaxonomy, ids: readonly number[]): Promise<string[]> {
	if (ids.length === 0) return [];
	try {
		const found = await terms.list(api, taxonomy, { include: ids, perPage: TERMS_PER_PAGE_MAX });
		return found.map((term) => term.name);
	} catch {
		// The post still shows without its terms' names, as a theme that lists none would.
		return [];
	}
}

function line(className: string, text: string): HTMLParagraphElement {
	const paragraph = document.createElement('p');
	paragraph.className = className;
	paragraph.textContent = text;
	return paragraph;
}

/**
 * What a theme prints with a post's title: its excerpt, as the post's summary
 * (`blockyard-preview__excerpt`, the author's text as it is), and the names of its
 * categories and tags (`blockyard-preview__categories`, `blockyard-preview__tags`).
 * Nothing for what the post lacks.
 */
export async function postSummary(api: Api, post: Post): Promise<HTMLElement[]> {
	const [categories, tags] = await Promise.all([
		termNames(api, 'categories', post.categories ?? []),
		termNames(api, 'tags', post.tags ?? []),
	]);
	const elements: HTMLElement[] = [];
	const excerpt = post.excerpt?.raw.trim() ?? '';
	if (excerpt !== '') {
		elements.push(line('blockyard-preview__excerpt', excerpt));
	}
	if (categories.length > 0) {
		elements.push(
			line(
				'blockyard-preview__categories',
				// translators: %s: the names of the post's categories, separated by commas.
				sprintf(__('Categories: %s', 'blockyard'), categories.join(', '))
			)
		);
	}
	if (tags.length > 0) {
		elements.push(
			line(
				'blockyard-preview__tags',
				// translators: %s: the names of the post's tags, separated by commas.
				sprintf(__('Tags: %s', 'blockyard'), tags.join(', '))
			)
		);
	}
	return elements;
}
