import {
	hostedMemberships,
	hostedSubscribers,
	isApiError,
	type MembershipProduct,
} from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

import type { MembershipsAction } from './reducer';
import type { MembershipsHost, MembershipsProduct, NewMembershipsProduct, ProductKind } from './types';
import { productError, productMessages, productPrice } from './validate-product';

// The store's calls, loaded with the first load or creation, so that registering the store
// brings none of the api-client calls, the checks or the currency table.

type Dispatch = (action: MembershipsAction) => void;

/** The server's own message for a failed call, else the error's. */
export function failureMessage(error: unknown): string {
	if (isApiError(error) && error.serverMessage !== '') {
		return error.serverMessage;
	}
	if (error instanceof Error && error.message !== '') {
		return error.message;
	}
	return __('The request failed. Please try again.', 'blockyard');
}

function toProduct(product: MembershipProduct): MembershipsProduct {
	const subscribe = (product as { subscribe_as_site_subscriber?: unknown }).subscribe_as_site_subscriber;
	return {
		id: product.id,
		title: product.title ?? '',
		interval: product.interval,
		price: product.price ?? 0,
		currency: product.currency,
		...(typeof subscribe === 'boolean' ? { subscribe_as_site_subscriber: subscribe } : {}),
		...(typeof product.type === 'string' ? { type: product.type } : {}),
	};
}

/** Loads the status and the subscriber counts (see `loadMemberships` of actions.ts). */
export async function fetchMemberships(host: MembershipsHost, dispatch: Dispatch): Promise<void> {
	const [status, counts] = await Promise.allSettled([
		hostedMemberships.status(host.api, {
			source: host.site.type === 'simple' ? 'gutenberg-wpcom' : 'gutenberg',
			// Every product, the editable plans and the donations block's tiers: one load serves both.
			type: 'all',
		}),
		hostedSubscribers.counts(host.api),
	]);
	if (status.status === 'fulfilled' && status.value.errors !== undefined && status.value.errors !== null) {
		// The platform could not answer the whole status: nothing in it is to be trusted.
		dispatch({ type: 'STATUS_FAILED' });
	} else if (status.status === 'fulfilled') {
		const answer = status.value;
		dispatch({
			type: 'RECEIVE_STATUS',
			products: answer.products.map(toProduct),
			apiState: answer.connected_account_id ? 1 : 2,
			connectUrl: answer.connect_url || undefined,
			siteSlug: answer.site_slug || undefined,
			connectedAccountDefaultCurrency:
				answer.connected_account_default_currency?.toUpperCase() || undefined,
		});
	} else {
		host.notify({ status: 'error', message: failureMessage(status.reason) });
		dispatch({ type: 'STATUS_FAILED' });
	}
	if (counts.status === 'fulfilled') {
		const { social_followers, email_subscribers, paid_subscribers } = counts.value.counts;
		dispatch({
			type: 'RECEIVE_SUBSCRIBER_COUNTS',
			counts: {
				socialFollowers: social_followers,
				emailSubscribers: email_subscribers,
				paidSubscribers: paid_subscribers,
			},
		});
	} else {
		host.notify({ status: 'error', message: failureMessage(counts.reason) });
		dispatch({ type: 'SET_API_STATE', apiState: 2 });
	}
}

/** Checks and creates a product (see `createProduct` of actions.ts). */
export async function createMembershipsProduct(
	host: MembershipsHost,
	kind: ProductKind,
	product: NewMembershipsProduct,
	dispatch: Dispatch
): Promise<MembershipsProduct | undefined> {
	const invalid = productError(kind, product);
	const price = productPrice(product);
	if (invalid !== undefined || price === undefined) {
		host.notify({ status: 'error', message: invalid ?? productMessages(kind).requiresValidPrice });
		return undefined;
	}
	try {
		const created = toProduct(
			await hostedMemberships.createProduct(host.api, {
				title: product.title.trim(),
				price,
				currency: product.currency,
				interval: product.interval,
				...(product.description !== undefined ? { description: product.description } : {}),
			})
		);
		dispatch({ type: 'ADD_PRODUCT', product: created });
		return created;
	} catch {
		host.notify({ status: 'error', message: productMessages(kind).creationFailed });
		return undefined;
	}
}

/** Whether `products` hold a donation product of each interval in `currency`. */
function hasDonationProducts(products: readonly MembershipsProduct[], currency: string): boolean {
	return ['one-time', '1 month', '1 year'].every((interval) =>
		products.some(
			(product) =>
				product.type === 'donation' && product.currency === currency && product.interval === interval
		)
	);
}

/**
 * Makes the donation products (one-time, monthly, yearly) of `currency` and adds them to the
 * store's products (see `createDonationProducts` of actions.ts). Marks them failed when the call
 * fails or its answer lacks an interval.
 */
export async function createDonationProductsOf(
	host: MembershipsHost,
	currency: string,
	products: readonly MembershipsProduct[],
	dispatch: Dispatch
): Promise<void> {
	if (hasDonationProducts(products, currency)) {
		// The site has them already: the lock goes, nothing is made.
		dispatch({ type: 'RECEIVE_DONATION_PRODUCTS', currency, products: [] });
		return;
	}
	try {
		const created = await hostedMemberships.createDonationProducts(host.api, currency);
		const made = (created.products ?? []).map(toProduct);
		if (!hasDonationProducts(made, currency)) {
			throw new Error(`The donation products in ${currency} could not be created.`);
		}
		dispatch({ type: 'RECEIVE_DONATION_PRODUCTS', currency, products: made });
	} catch {
		dispatch({ type: 'DONATION_PRODUCTS', currency, state: 'failed' });
	}
}
