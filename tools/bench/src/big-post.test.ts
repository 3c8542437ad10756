import { join } from 'node:path';

import { parse } from '@wordpress/block-serialization-default-parser';
import { describe, expect, it } from 'vitest';

import { readBlockCatalogue, type BlockCatalogue } from './block-catalogue';
import {
	BIG_POST_BLOCKS,
	bigPosts,
	bigPostUnits,
	catalogueNames,
	coreStandIn,
	topLevelBlocks,
} from './big-post';

const root = join(import.meta.dirname, '../../..');
const catalogue = readBlockCatalogue(root);

type ParsedBlock = ReturnType<typeof parse>[number];

const parsedBlocks = (markup: string) => parse(markup).filter((block) => block.blockName !== null);
const namesIn = (blocks: readonly ParsedBlock[]): string[] =>
	blocks.flatMap((block) => [block.blockName ?? '', ...namesIn(block.innerBlocks)]);

describe('the block catalogue', () => {
	it('reads every block.json of the packages and the fixtures of every block', () => {
		const names = catalogueNames(catalogue);
		expect(names).toContain('blockyard/business-hours');
		// The form's fields have no block.json: their fixtures name them.
		expect(names).toContain('blockyard/field-email');
		for (const type of catalogue.types) {
			expect(
				catalogue.fixtures.some((fixture) => fixture.blockName === type.name),
				type.name
			).toBe(true);
		}
		expect(catalogue.fixtures.every((fixture) => !fixture.caseName.startsWith('deprecated'))).toBe(true);
	});
});

describe('topLevelBlocks', () => {
	it('reads the top-level blocks and the blocks inside each, as the parser does', () => {
		const markup = [
			'<!-- wp:blockyard/contact-info {"a":{"b":1}} -->',
			'<div><!-- wp:blockyard/email /--><!-- wp:blockyard/phone {"x":"y"} /--></div>',
			'<!-- /wp:blockyard/contact-info -->',
			'<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->',
		].join('\n');
		expect(topLevelBlocks(markup)).toEqual([
			{ name: 'blockyard/contact-info', inner: ['blockyard/email', 'blockyard/phone'] },
			{ name: 'core/paragraph', inner: [] },
		]);
		expect(parsedBlocks(markup).map((block) => block.blockName)).toEqual([
			'blockyard/contact-info',
			'core/paragraph',
		]);
	});
});

describe('the big posts', () => {
	const posts = bigPosts(catalogue);
	const blockyard = parsedBlocks(posts.blockyard);
	const core = parsedBlocks(posts.core);

	it('use every block of the catalogue, each unit a block that may stand at the top of a post', () => {
		expect(new Set(namesIn(blockyard))).toEqual(
			new Set([...catalogueNames(catalogue), 'core/paragraph'])
		);
		expect(posts.blockTypes).toBe(catalogueNames(catalogue).length);
		const nested = new Set(catalogue.types.filter((type) => type.parent).map((type) => type.name));
		expect(blockyard.filter((block) => nested.has(block.blockName ?? ''))).toEqual([]);
		expect(bigPostUnits(catalogue).every((unit) => unit.fixture.markup.trim() !== '')).toBe(true);
	});

	it('take each block’s markup from its fixtures, which the package’s tests prove valid', () => {
		const markup = new Set(catalogue.fixtures.map((fixture) => fixture.markup));
		expect(bigPostUnits(catalogue).every((unit) => markup.has(unit.fixture.markup))).toBe(true);
	});

	it('have the same shape: 200 top-level blocks, as many blocks in all, ending with the typing paragraph', () => {
		expect(blockyard).toHaveLength(BIG_POST_BLOCKS);
		expect(core).toHaveLength(BIG_POST_BLOCKS);
		expect(posts.blocks).toBe(BIG_POST_BLOCKS);
		expect(namesIn(blockyard)).toHaveLength(posts.allBlocks);
		expect(namesIn(core)).toHaveLength(posts.allBlocks);
		expect(blockyard.at(-1)?.innerHTML).toContain('Typing goes here:');
		expect(core.at(-1)?.innerHTML).toContain('Typing goes here:');
	});

	it('put core blocks alone in the core post', () => {
		expect(namesIn(core).every((name) => name.startsWith('core/'))).toBe(true);
		expect(new Set(namesIn(core))).toEqual(new Set(['core/paragraph', 'core/image', 'core/group']));
	});

	it('refuses a catalogue whose block no fixture can place', () => {
		const lonely: BlockCatalogue = {
			types: [{ name: 'blockyard/lonely' }],
			fixtures: [],
		};
		expect(() => bigPostUnits(lonely)).toThrow('blockyard/lonely');
	});
});

describe('coreStandIn', () => {
	it('is a group of paragraphs for a block holding blocks, an image for media, else a paragraph', () => {
		expect(coreStandIn({ name: 'blockyard/x', inner: ['a', 'b'] }, 'widgets')).toMatch(
			/^<!-- wp:group -->[\s\S]*<!-- \/wp:paragraph -->[\s\S]*<!-- \/wp:group -->$/
		);
		expect(coreStandIn({ name: 'blockyard/slideshow', inner: [] }, 'media')).toContain('wp-block-image');
		expect(coreStandIn({ name: 'blockyard/gif', inner: [] }, 'embed')).toContain(
			'<p>In place of blockyard/gif.</p>'
		);
	});
});
