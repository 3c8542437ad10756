import type { RelatedPost } from '@blockyard/api-client';

/** `count` related posts as a site answers them, ids 11, 12, …, each with every field the block reads. */
export function relatedPosts(count: number): RelatedPost[] {
	return Array.from({ length: count }, (_, index) => ({
		id: 11 + index,
		url: `https://site.test/?p=${11 + index}`,
		title: `Post ${index + 1}`,
		date: `2026-0${(index % 9) + 1}-15T10:00:00`,
		author: 'Ada',
		excerpt: 'An excerpt.',
		img: { src: `https://site.test/wp-content/uploads/${11 + index}.png`, width: 350, height: 200 },
		block_context: { text: 'In "Baking"', link: 'https://site.test/category/baking/' },
	}));
}
