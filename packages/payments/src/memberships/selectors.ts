import { __ } from '@wordpress/i18n';

import type { MembershipsApiState, MembershipsProduct, MembershipsState, SubscriberCounts } from './types';

export const getProducts = (state: MembershipsState): readonly MembershipsProduct[] => state.products;

export const getApiState = (state: MembershipsState): MembershipsApiState => state.apiState;

export const getConnectUrl = (state: MembershipsState): string | undefined => state.connectUrl;

export const getSiteSlug = (state: MembershipsState): string | undefined => state.siteSlug;

export const getConnectedAccountDefaultCurrency = (state: MembershipsState): string | undefined =>
	state.connectedAccountDefaultCurrency;

export const getSubscriberCounts = (state: MembershipsState): SubscriberCounts => state.subscriberCounts;

export const isLoading = (state: MembershipsState): boolean => state.isLoading;

/** The whole state, for `useMemberships()`. */
export const getMembershipsState = (state: MembershipsState): MembershipsState => state;

/**
 * True when a block names a product (`productId` set and not 0) that the site does not have: the
 * block shows that its plan is not found rather than a product form.
 */
export const isInvalidProduct = (state: MembershipsState, productId: number | undefined | null): boolean =>
	Boolean(productId) && !state.products.some(({ id }) => id === productId);

/** Where the editor stands with the payment provider (see `MembershipsState.connection`). */
export const getConnectionState = (state: MembershipsState): MembershipsState['connection'] =>
	state.connection;

/** Whether the donation products of `currency` are being made (`creating`) or could not be (`failed`). */
export const getDonationProductsState = (
	state: MembershipsState,
	currency: string
): 'creating' | 'failed' | undefined => state.donationProducts[currency];

/** What a new product form starts with. */
export interface NewProductDefaults {
	/** 'Monthly Subscription', translated. */
	readonly title: string;
	/** 'USD'. */
	readonly currency: string;
	/** 5. */
	readonly price: number;
	/** '1 month'. */
	readonly interval: string;
}

let newProduct: NewProductDefaults | undefined;

/**
 * What a new product form starts with: a monthly subscription of 5 USD. The same object while the
 * translated title stays the same, so components selecting it do not re-render.
 */
export const getNewProduct = (): NewProductDefaults => {
	const title = __('Monthly Subscription', 'blockyard');
	if (newProduct?.title !== title) {
		newProduct = { title, currency: 'USD', price: 5, interval: '1 month' };
	}
	return newProduct;
};
