import type { MembershipProduct } from '@blockyard/api-client';

import type { DonationInterval } from './types';

/** The product of each interval: its id, or `-1` while the site has no payment account. */
export type DonationPlans = Readonly<Record<DonationInterval, number>>;

/** The donation product of each interval in `currency` among `products`, when there is one for all three. */
export function donationPlansIn(
	products: readonly Pick<MembershipProduct, 'id' | 'type' | 'currency' | 'interval'>[],
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
