// The block tiers' PHP (plugin/includes/block-tiers.php) and the block categories
// (plugin/includes/blocks.php) outside WordPress, through `php` and test/php/block-tiers.php:
// which tiers the site's option allows, which editor a screen is, and the categories the
// plugin adds.
import { describe, expect, it } from 'vitest';

import { runPhp } from './test/php';

interface Answer {
	readonly sanitized: string[][];
	readonly tiers: string[];
	readonly kinds: string[];
	readonly categories: { slug: string; title: string }[];
}

const CORE = [
	{ slug: 'text', title: 'Text' },
	{ slug: 'widgets', title: 'Widgets' },
];

function run(request: {
	option?: unknown;
	filtered?: unknown;
	values?: unknown[];
	screens?: (string | null)[];
}) {
	return runPhp<Answer>('block-tiers.php', { values: [], screens: [], categories: CORE, ...request });
}

describe('the block tiers in PHP', () => {
	it('keeps the known tiers of the option, a list or names separated by commas', () => {
		expect(
			run({
				values: [
					['beta'],
					'beta, experimental',
					['production', 'beta', 'nonsense', 3],
					'',
					null,
					{ a: 1 },
				],
			}).sanitized
		).toEqual([['beta'], ['beta', 'experimental'], ['beta'], [], [], []]);
	});

	it('gives the editor the option’s tiers, none by default, and the filter has the last word', () => {
		expect(run({}).tiers).toEqual([]);
		expect(run({ option: ['beta'] }).tiers).toEqual(['beta']);
		expect(run({ option: ['beta'], filtered: ['experimental', 'wrong'] }).tiers).toEqual([
			'experimental',
		]);
	});

	it('tells the site editor and the widgets screens from a post’s editor', () => {
		expect(run({ screens: ['post', 'site-editor', 'widgets', 'customize', null] }).kinds).toEqual([
			'post',
			'site',
			'widgets',
			'widgets',
			'post',
		]);
	});
});

describe('the block categories in PHP', () => {
	it('adds Forms, Earn and Grow after WordPress’s own, leaving one another plugin added first', () => {
		expect(run({}).categories).toEqual([
			...CORE,
			{ slug: 'forms', title: 'Forms', icon: null },
			{ slug: 'earn', title: 'Earn', icon: null },
			{ slug: 'grow', title: 'Grow', icon: null },
		]);
		const withGrow = runPhp<Answer>('block-tiers.php', {
			values: [],
			screens: [],
			categories: [...CORE, { slug: 'grow', title: 'Wachsen' }],
		}).categories;
		expect(withGrow.map(({ slug, title }) => `${slug}:${title}`)).toEqual([
			'text:Text',
			'widgets:Widgets',
			'grow:Wachsen',
			'forms:Forms',
			'earn:Earn',
		]);
	});
});
