import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerPaymentsBlocks } from '../../index';
import metadata from './block.json';
import { PAYMENT_BUTTON_BLOCK_NAME, registerPaymentButtonBlock } from './index';

describe('registerPaymentButtonBlock', () => {
	it('registers the block from block.json, once', () => {
		expect(PAYMENT_BUTTON_BLOCK_NAME).toBe(metadata.name);
		registerPaymentButtonBlock();
		registerPaymentButtonBlock();
		registerPaymentsBlocks();

		const blockType = getBlockType(PAYMENT_BUTTON_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === PAYMENT_BUTTON_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Payment Button');
		expect(blockType?.attributes.currency?.default).toBe('USD');
		expect(blockType?.attributes.featuredMediaId?.default).toBe(0);
		expect(blockType?.attributes.multiple?.default).toBe(false);
		expect(blockType?.attributes.postLinkText?.default).toBe('Click here to purchase.');
		expect(blockType?.attributes.price?.type).toBe('number');
		expect(blockType?.attributes.productId?.type).toBe('number');
	});
});
