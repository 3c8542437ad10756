import { __ } from '@wordpress/i18n';

import { isInvalidProduct } from './selectors';
import type { MembershipsState } from './types';

// A block's product messages, for the blocks' edits: pure functions of the store's state
// (`useMemberships()`), kept out of the store so that registering it brings none of them.

/**
 * What a block shows when the product it names is invalid (the store's `isInvalidProduct`, once the
 * products are loaded): 'Invalid payment plan configured for this block.'; undefined otherwise.
 */
export const invalidProductMessage = (
	state: MembershipsState,
	productId: number | undefined | null
): string | undefined =>
	state.apiState !== 0 && !state.isLoading && isInvalidProduct(state, productId)
		? __('Invalid payment plan configured for this block.', 'blockyard')
		: undefined;

/**
 * The name a product picker shows for `productId`: the product's title, or 'Payment plan not
 * found' when the site has no product with that id.
 */
export const productTitle = (state: MembershipsState, productId: number): string =>
	state.products.find(({ id }) => id === productId)?.title ?? __('Payment plan not found', 'blockyard');
