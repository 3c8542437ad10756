import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { chooseFixture, markupMatches, viewsOfRegistry, visitorBlocks } from './visitor-blocks';

const root = resolve(import.meta.dirname, '../../..');

describe('the blocks with a visitor’s script', () => {
	it('are read from a view table as `npm run blocks` writes it', () => {
		const source = `export const embedViews: readonly BlockView[] = [
	{
		selector: '.wp-block-blockyard-eventbrite.is-style-modal',
		load: () => import('../blocks/eventbrite/view'),
	},
	{ selector: '.wp-block-blockyard-tock', load: () => import('../blocks/tock/view') },
];`;
		expect(viewsOfRegistry(source)).toEqual([
			{ selector: '.wp-block-blockyard-eventbrite.is-style-modal', folder: 'eventbrite' },
			{ selector: '.wp-block-blockyard-tock', folder: 'tock' },
		]);
	});

	it('match markup with an element of every class of the selector', () => {
		const html = '<div class="wp-block-blockyard-eventbrite is-style-modal"><a class="x"></a></div>';
		expect(markupMatches(html, '.wp-block-blockyard-eventbrite.is-style-modal')).toBe(true);
		expect(markupMatches(html, '.wp-block-blockyard-eventbrite.is-style-inline')).toBe(false);
		expect(() => markupMatches(html, 'form[data-id]')).toThrow('only selectors of classes');
	});

	it('take the default fixture first, else the first other case the view starts on, never a deprecated or empty one', () => {
		const cases = new Map([
			['blockyard__eventbrite', '<div class="wp-block-blockyard-eventbrite"></div>'],
			[
				'blockyard__eventbrite__deprecated-v1',
				'<div class="wp-block-blockyard-eventbrite is-style-modal"></div>',
			],
			[
				'blockyard__eventbrite__empty',
				'<div class="wp-block-blockyard-eventbrite is-style-modal"></div>',
			],
			[
				'blockyard__eventbrite__modal',
				'<div class="wp-block-blockyard-eventbrite is-style-modal"></div>',
			],
			[
				'blockyard__eventbrite-other',
				'<div class="wp-block-blockyard-eventbrite is-style-modal"></div>',
			],
		]);
		expect(
			chooseFixture('blockyard/eventbrite', cases, '.wp-block-blockyard-eventbrite.is-style-modal')
		).toBe('blockyard__eventbrite__modal');
		expect(chooseFixture('blockyard/eventbrite', cases, '.wp-block-blockyard-eventbrite')).toBe(
			'blockyard__eventbrite'
		);
		expect(chooseFixture('blockyard/eventbrite', cases, '.wp-block-blockyard-tock')).toBeUndefined();
	});

	it('are every view of the packages’ tables and the contact form, each with a fixture it starts on', () => {
		const blocks = visitorBlocks(root);
		expect(blocks.map((block) => block.blockName)).toEqual(
			expect.arrayContaining([
				'blockyard/map',
				'blockyard/slideshow',
				'blockyard/donations',
				'blockyard/contact-form',
			])
		);
		for (const block of blocks) {
			expect(block.markup).toContain(`<!-- wp:${block.blockName}`);
			expect(markupMatches(block.markup, block.selector)).toBe(true);
		}
		expect(blocks.find((block) => block.blockName === 'blockyard/map')?.readySelector).toBe(
			'.wp-block-blockyard-map.is-interactive'
		);
	});
});
