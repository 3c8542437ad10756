import { getBlockType, getCategories } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerEmbedsBlocks } from '../../index';
import metadata from './block.json';
import { MAILCHIMP_BLOCK_NAME, registerMailchimpBlock } from './index';

describe('registerMailchimpBlock', () => {
	it('registers the block and the shared button it holds, once, with the labels’ defaults', () => {
		expect(MAILCHIMP_BLOCK_NAME).toBe(metadata.name);
		registerMailchimpBlock();
		registerMailchimpBlock();
		registerEmbedsBlocks();
		const blockType = getBlockType(MAILCHIMP_BLOCK_NAME);
		expect(blockType?.title).toBe('Mailchimp');
		// In the Grow category, which it adds to the editor's.
		expect(blockType?.category).toBe('grow');
		expect(getCategories().find((category) => category.slug === 'grow')?.title).toBe('Grow');
		expect(getBlockType('blockyard/button')).toBeDefined();
		expect(blockType?.attributes).toMatchObject({
			emailPlaceholder: { default: 'Enter your email' },
			processingLabel: { default: 'Processing…' },
			successLabel: { default: "Success! You're on the list." },
			errorLabel: {
				default:
					"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.",
			},
			interests: { type: 'array', default: [] },
			preview: { type: 'boolean', default: false },
		});
		expect(blockType?.deprecated).toHaveLength(1);
	});
});
