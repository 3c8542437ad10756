import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerContentBlocks } from '../../index';
import metadata from './block.json';
import { MARKDOWN_BLOCK_NAME, registerMarkdownBlock } from './index';

describe('registerMarkdownBlock', () => {
	it('registers the block from block.json, once', () => {
		expect(MARKDOWN_BLOCK_NAME).toBe(metadata.name);
		registerMarkdownBlock();
		registerMarkdownBlock();
		registerContentBlocks();

		const blockType = getBlockType(MARKDOWN_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === MARKDOWN_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Markdown');
		expect(blockType?.category).toBe('text');
		expect(typeof blockType?.icon.src).not.toBe('string');
		expect(blockType?.attributes.source).toEqual({ type: 'string', default: '' });
		expect(blockType?.attributes.html).toMatchObject({
			type: 'string',
			source: 'html',
			selector: '.wp-block-blockyard-markdown',
		});
		expect(blockType?.supports?.html).toBe(false);
	});
});
