import type { DonationInterval, DonationsAttributes, DonationTier, DonationTierKey } from './types';

/** The intervals in tab order, with the attribute holding each one's tier. */
export const INTERVALS: readonly { readonly interval: DonationInterval; readonly key: DonationTierKey }[] = [
	{ interval: 'one-time', key: 'oneTimeDonation' },
	{ interval: '1 month', key: 'monthlyDonation' },
	{ interval: '1 year', key: 'annualDonation' },
];

/** The attribute holding `interval`'s tier. */
export function tierKey(interval: DonationInterval): DonationTierKey {
	return INTERVALS.find((entry) => entry.interval === interval)?.key ?? 'oneTimeDonation';
}

/**
 * The intervals a visitor may choose, in tab order: one-time always, monthly and yearly when
 * shown.
 */
export function shownIntervals(attributes: DonationsAttributes): DonationInterval[] {
	return INTERVALS.filter(({ interval, key }) => interval === 'one-time' || attributes[key].show).map(
		({ interval }) => interval
	);
}

/** The tab to show: `active` while it is shown, else one-time. */
export function activeInterval(attributes: DonationsAttributes, active: DonationInterval): DonationInterval {
	return shownIntervals(attributes).includes(active) ? active : 'one-time';
}

/**
 * Whether visitors see the block at all: not while the one-time tier is switched off or has
 * no product (`-1`: the site has no payment account).
 */
export function isOffered(attributes: DonationsAttributes): boolean {
	const oneTime: DonationTier = attributes.oneTimeDonation;
	return oneTime.show && oneTime.planId !== -1;
}
