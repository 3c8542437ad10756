// Test-only: the block's attributes as block.json defaults them, with changes.
import metadata from '../block.json';
import type { DonationsAttributes, DonationTier, DonationTierKey } from '../types';

const defaults = Object.fromEntries(
	Object.entries(metadata.attributes).flatMap(([name, attribute]) =>
		'default' in attribute ? [[name, attribute.default]] : []
	)
) as unknown as DonationsAttributes;

/** The defaults of a block just inserted, with `changes`; each tier's changes merge into its default. */
export function donationsAttributes(
	changes: Partial<Omit<DonationsAttributes, DonationTierKey>> &
		Partial<Record<DonationTierKey, Partial<DonationTier>>> = {}
): DonationsAttributes {
	const tier = (key: DonationTierKey): DonationTier => ({ ...defaults[key], ...changes[key] });
	return {
		...defaults,
		...changes,
		oneTimeDonation: tier('oneTimeDonation'),
		monthlyDonation: tier('monthlyDonation'),
		annualDonation: tier('annualDonation'),
	};
}
