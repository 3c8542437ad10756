import type { CreatedProducts, MembershipProduct, MembershipsStatus } from '@blockyard/api-client';

import type { DonationInterval } from './types';

/** The product of each interval: its id, or `-1` while the site has no payment account. */
export type DonationPlans = Readonly<Record<DonationInterval, number>>;

/** What the status says about the site's donations in one currency. */
export type DonationProducts =
	/** The site's products for the currency, one per interval. */
	| { readonly kind: 'ready'; readonly plans: DonationPlans }
	/** No payment account and no products: visitors cannot give yet. */
	| { readonly kind: 'not-connected'; readonly plans: DonationPlans; readonly connectUrl: string };

const NOT_CONNECTED: DonationPlans = { 'one-time': -1, '1 month': -1, '1 year': -1 };

/** The donation product of each interval in `currency` among `products`, when there is one for all three. */
export function donationPlansIn(
	products: readonly MembershipProduct[],
	currency: string
): DonationPlans | undefined {
	const find = (interval: DonationInterval) =>
		products.find(
			(product) =>
				product.type === 'donation' && product.currency === currency && product.interval === interval
		)?.id;
	const oneTime = find('one-time');
	const monthly = find('1 month');
	const yearly = find('1 year');
	return oneTime === undefined || monthly === undefined || yearly === undefined
		? undefined
		: { 'one-time': oneTime, '1 month': monthly, '1 year': yearly };
}

/**
 * The donation products of `currency` from the payment status: the site's existing ones when it
 * has all three intervals; none (`-1` each) when the site has no payment account yet (the status
 * gives a `connect_url`); otherwise `create` makes them and their ids are used. Throws when the
 * created products still lack an interval.
 */
export async function resolveDonationProducts(
	status: MembershipsStatus,
	currency: string,
	create: (currency: string) => Promise<CreatedProducts>
): Promise<DonationProducts> {
	const existing = donationPlansIn(status.products, currency);
	if (existing) {
		return { kind: 'ready', plans: existing };
	}
	if (status.connect_url) {
		return { kind: 'not-connected', plans: NOT_CONNECTED, connectUrl: status.connect_url };
	}
	const created = await create(currency);
	const plans = donationPlansIn(created.products ?? [], currency);
	if (!plans) {
		throw new Error(`The donation products in ${currency} could not be created.`);
	}
	return { kind: 'ready', plans };
}
