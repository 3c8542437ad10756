import { createBlock } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { registerTextCoreBlocks } from '../../test/text-core-blocks';
import {
	aiTargetClientId,
	blockHasText,
	hasVisibleText,
	isTextBlockName,
	type BlockTreeReader,
} from './text-blocks';

beforeAll(registerTextCoreBlocks);

/** A block tree as [clientId, name, parentId] rows. */
function tree(...rows: ReadonlyArray<readonly [string, string, string | null]>): BlockTreeReader {
	const byId = new Map(rows.map(([id, name, parent]) => [id, { name, parent }]));
	return {
		getBlockName: (clientId) => byId.get(clientId)?.name ?? null,
		getBlockRootClientId: (clientId) => byId.get(clientId)?.parent ?? null,
	};
}

describe('isTextBlockName', () => {
	it('is true for the four core text blocks only', () => {
		expect(['core/paragraph', 'core/heading', 'core/list', 'core/list-item'].every(isTextBlockName)).toBe(
			true
		);
		expect(isTextBlockName('core/quote')).toBe(false);
		expect(isTextBlockName(undefined)).toBe(false);
	});
});

describe('aiTargetClientId', () => {
	const blocks = tree(
		['group', 'core/group', null],
		['p', 'core/paragraph', 'group'],
		['h', 'core/heading', null],
		['list', 'core/list', 'group'],
		['item', 'core/list-item', 'list'],
		['nested', 'core/list', 'item'],
		['nested-item', 'core/list-item', 'nested'],
		['orphan', 'core/list-item', null],
		['quote', 'core/quote', null]
	);

	it('is the block itself for a paragraph or a heading', () => {
		expect(aiTargetClientId(blocks, 'p')).toBe('p');
		expect(aiTargetClientId(blocks, 'h')).toBe('h');
	});

	it('is the outermost list for a list, a list item, a nested list or its items', () => {
		for (const id of ['list', 'item', 'nested', 'nested-item']) {
			expect(aiTargetClientId(blocks, id)).toBe('list');
		}
	});

	it('is null for other blocks, unknown ids and an item outside a list', () => {
		expect(aiTargetClientId(blocks, 'quote')).toBeNull();
		expect(aiTargetClientId(blocks, 'group')).toBeNull();
		expect(aiTargetClientId(blocks, 'nope')).toBeNull();
		expect(aiTargetClientId(blocks, 'orphan')).toBeNull();
	});
});

describe('hasVisibleText', () => {
	it('ignores tags, spaces and non-breaking spaces', () => {
		expect(hasVisibleText('')).toBe(false);
		expect(hasVisibleText(' <br> &nbsp;\u00a0<strong> </strong>')).toBe(false);
		expect(hasVisibleText('<em>a</em>')).toBe(true);
	});
});

describe('blockHasText', () => {
	it('reads rich text content', () => {
		expect(blockHasText(createBlock('core/paragraph', { content: 'Hi' }))).toBe(true);
		expect(blockHasText(createBlock('core/paragraph', { content: '<br>' }))).toBe(false);
		expect(blockHasText(createBlock('core/heading', { content: '' }))).toBe(false);
		expect(blockHasText(createBlock('core/paragraph', { content: '&nbsp; <em> </em>' }))).toBe(false);
		expect(blockHasText(createBlock('core/paragraph', { content: '<img src="a.png" alt="">' }))).toBe(
			false
		);
		expect(blockHasText(createBlock('core/paragraph', { content: '<strong>a</strong>' }))).toBe(true);
	});

	it('reads rich text content given as HTML (before WordPress 6.5, or set by hand)', () => {
		const block = createBlock('core/paragraph');
		expect(blockHasText({ ...block, attributes: { content: '<em>Hi</em>' } })).toBe(true);
		expect(blockHasText({ ...block, attributes: { content: '<br>&nbsp;' } })).toBe(false);
	});

	it('is true for a list when any item, nested ones included, has text', () => {
		const empty = () => createBlock('core/list-item', { content: '' });
		const nested = createBlock('core/list-item', { content: '' }, [
			createBlock('core/list', {}, [createBlock('core/list-item', { content: 'Deep' })]),
		]);

		expect(blockHasText(createBlock('core/list', {}, [empty(), nested]))).toBe(true);
		expect(blockHasText(createBlock('core/list', {}, [empty(), empty()]))).toBe(false);
		expect(blockHasText(createBlock('core/list'))).toBe(false);
	});
});
