import { describe, expect, it } from 'vitest';

import { blockClassName, registerFunctionOf, type BlockFolder } from './block-folder';
import { mergedAllowance, viewsTableName } from './derived-files';

const folder = (markupAllowance: Record<string, string[]>): BlockFolder => ({
	folder: 'probe',
	dir: '/probe',
	register: 'registerProbeBlock',
	hasEdit: true,
	hasView: false,
	metadata: { name: 'blockyard/probe', title: 'Probe', blockyard: { markupAllowance } },
});

describe('the block manifest', () => {
	it('finds the register function a block folder exports, a folder of blocks first', () => {
		expect(registerFunctionOf('export function registerMapBlock(): void {}')).toBe('registerMapBlock');
		expect(
			registerFunctionOf(
				'export function registerFieldBlock(name) {}\nexport function registerFieldBlocks() {}'
			)
		).toBe('registerFieldBlocks');
		expect(registerFunctionOf('export const MAP = 1;')).toBeUndefined();
	});

	it('merges the blocks’ markup allowances into one, tags and attributes sorted, each once', () => {
		expect(
			mergedAllowance([
				folder({ span: ['itemprop'], div: ['itemtype', 'itemscope'] }),
				folder({ span: ['itemscope', 'itemprop'] }),
			])
		).toEqual({ div: ['itemscope', 'itemtype'], span: ['itemprop', 'itemscope'] });
	});

	it('names the class and the views table as the packages have them', () => {
		expect(blockClassName('blockyard/repeat-visitor')).toBe('wp-block-blockyard-repeat-visitor');
		expect(viewsTableName('content')).toBe('contentViews');
		expect(viewsTableName('embeds')).toBe('embedViews');
	});
});
