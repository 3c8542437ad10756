import { describe, expect, it } from 'vitest';

import { renderRelatedPostsMarkup } from './render-markup';
import { relatedPosts } from './test/test-data';

/** The markup as a DOM, to read it as a visitor's browser would. */
function render(attributes: Record<string, unknown>, posts = relatedPosts(6), locale = 'en_US') {
	const template = document.createElement('template');
	template.innerHTML = renderRelatedPostsMarkup(attributes, posts, locale);
	return template.content;
}

const titles = (root: DocumentFragment) =>
	Array.from(root.querySelectorAll('li h3 a')).map((link) => [link.textContent, link.getAttribute('href')]);

describe('renderRelatedPostsMarkup', () => {
	it('shows the default three posts as a grid list of linked headings with their dates', () => {
		const root = render({});
		const wrapper = root.firstElementChild;
		expect(wrapper?.className).toBe('wp-block-blockyard-related-posts is-grid');
		expect(titles(root)).toEqual([
			['Post 1', 'https://site.test/?p=11'],
			['Post 2', 'https://site.test/?p=12'],
			['Post 3', 'https://site.test/?p=13'],
		]);
		const dates = Array.from(root.querySelectorAll('time')).map((time) => [
			time.textContent,
			time.getAttribute('datetime'),
		]);
		expect(dates[0]).toEqual(['January 15, 2026', '2026-01-15']);
		expect(root.querySelector('img')).toBeNull();
		expect(root.querySelector('h2')).toBeNull();
		expect(root.textContent).not.toContain('Ada');
		expect(root.textContent).not.toContain('Baking');
	});

	it('marks each grid item with the size of its row: 5 posts are 2 then 3', () => {
		const root = render({ postsToShow: 5 });
		expect(Array.from(root.querySelectorAll('li')).map((item) => item.className)).toEqual([
			'wp-block-blockyard-related-posts__post is-in-row-of-2',
			'wp-block-blockyard-related-posts__post is-in-row-of-2',
			'wp-block-blockyard-related-posts__post is-in-row-of-3',
			'wp-block-blockyard-related-posts__post is-in-row-of-3',
			'wp-block-blockyard-related-posts__post is-in-row-of-3',
		]);
		expect(root.querySelectorAll('ul')).toHaveLength(1);
	});

	it('shows a list with every piece of metadata the toggles turn on, in the site’s language', () => {
		const root = render(
			{
				postLayout: 'list',
				displayAuthor: true,
				displayContext: true,
				displayThumbnails: true,
				displayHeadline: true,
				headline: 'Keep reading',
				postsToShow: 2,
				align: 'wide',
			},
			relatedPosts(6),
			'de_DE'
		);
		expect(root.firstElementChild?.className).toBe('wp-block-blockyard-related-posts is-list alignwide');
		expect(root.querySelector('h2')?.textContent).toBe('Keep reading');
		const first = root.querySelector('li');
		expect(first?.className).toBe('wp-block-blockyard-related-posts__post');
		expect(first?.querySelector('img')?.getAttribute('src')).toBe(
			'https://site.test/wp-content/uploads/11.png'
		);
		expect(first?.querySelector('img')?.getAttribute('alt')).toBe('');
		expect(first?.querySelector('time')?.textContent).toBe('15. Januar 2026');
		expect(first?.querySelector('.wp-block-blockyard-related-posts__author')?.textContent).toBe('By Ada');
		const context = first?.querySelector('.wp-block-blockyard-related-posts__context a');
		expect(context?.textContent).toBe('In "Baking"');
		expect(context?.getAttribute('href')).toBe('https://site.test/category/baking/');
		expect(root.querySelectorAll('li')).toHaveLength(2);
	});

	it('escapes every text and drops unsafe addresses', () => {
		const [post] = relatedPosts(1);
		const hostile = {
			...post!,
			title: '<img src=x onerror=alert(1)>',
			author: '<script>alert(2)</script>',
			img: { src: 'javascript:alert(3)' },
			block_context: { text: '<b>In</b>', link: 'javascript:alert(4)' },
		};
		const root = render(
			{
				displayAuthor: true,
				displayContext: true,
				displayThumbnails: true,
				displayHeadline: true,
				headline: '<i>x</i>',
			},
			[hostile, { ...post!, id: 99, url: 'javascript:alert(5)', title: 'Sneaky' }]
		);
		expect(root.querySelector('script, img, b, i')).toBeNull();
		expect(root.querySelector('[onerror]')).toBeNull();
		expect(root.querySelector('h3 a')?.textContent).toBe('<img src=x onerror=alert(1)>');
		expect(root.querySelector('.wp-block-blockyard-related-posts__context a')).toBeNull();
		expect(root.textContent).not.toContain('Sneaky');
		expect(Array.from(root.querySelectorAll('[href]')).map((link) => link.getAttribute('href'))).toEqual([
			'https://site.test/?p=11',
		]);
	});

	it('renders nothing without a post to show', () => {
		expect(renderRelatedPostsMarkup({}, [], 'en_US')).toBe('');
		expect(renderRelatedPostsMarkup({}, [{ id: 1, url: 'ftp://x', title: 'x' }], 'en_US')).toBe('');
	});
});
