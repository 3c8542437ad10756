import { getBlockType, unregisterBlockType } from '@wordpress/blocks';
import { afterEach, describe, expect, it } from 'vitest';

import { AD_BLOCK_NAME } from '../blocks/ad';
import { registerPaymentsBlocks } from '../index';
import { registerStandInBlock } from './test/stand-in-block';

const registered: string[] = [];

/** Registers a stand-in named `name`, in place of the package's block of that name. */
function registerStandIn(name: string) {
	registerStandInBlock(name, name);
	registered.push(name);
}

afterEach(() => {
	for (const name of registered.splice(0)) {
		unregisterBlockType(name);
	}
});

describe('shouldDisplayFrontendBanner', () => {
	it('is added to each paid block as it registers, true by default, and to no other block', () => {
		registerPaymentsBlocks();
		registerPaymentsBlocks();
		// The donations block is the package's own; the payment button stands in for one registered later.
		registerStandIn('blockyard/payment-button');
		registerStandIn('blockyard/not-paid');

		expect(getBlockType('blockyard/donations')?.attributes).toMatchObject({
			currency: { type: 'string', default: 'USD' },
			shouldDisplayFrontendBanner: { type: 'boolean', default: true },
		});
		expect(getBlockType('blockyard/payment-button')?.attributes).toMatchObject({
			title: { type: 'string' },
			shouldDisplayFrontendBanner: { type: 'boolean', default: true },
		});
		expect(getBlockType('blockyard/not-paid')?.attributes).not.toHaveProperty(
			'shouldDisplayFrontendBanner'
		);
		expect(getBlockType(AD_BLOCK_NAME)?.attributes).not.toHaveProperty('shouldDisplayFrontendBanner');
	});
});
