// The attributes as `save` reads them: whatever shape a post's markup gave them, each tier a
// tier and each text through the saved-output policy, so no value saves a script and none
// makes `save` throw.
import { safeLinkUrl, safeRichText } from '@blockyard/api-client';

import { resolveMoneyStyle } from '../../money/money-style';
import type { DonationsAttributes, DonationTier } from './types';

function savedTier(value: unknown): DonationTier {
	const tier: Partial<Record<keyof DonationTier, unknown>> =
		typeof value === 'object' && value !== null ? value : {};
	const { show, planId, amounts } = tier;
	return {
		show: show === true,
		planId: typeof planId === 'number' && Number.isSafeInteger(planId) ? planId : null,
		amounts: Array.isArray(amounts)
			? amounts.filter(
					(amount): amount is number => typeof amount === 'number' && Number.isFinite(amount)
				)
			: [],
		heading: safeRichText(tier.heading),
		extraText: safeRichText(tier.extraText),
		buttonText: safeRichText(tier.buttonText),
	};
}

/**
 * `attributes` with every tier, text and link as `save` may write them, and the money style
 * when the stored one is well formed.
 */
export function savedAttributes(attributes: DonationsAttributes): DonationsAttributes {
	const link = safeLinkUrl(attributes.fallbackLinkUrl);
	const moneyStyle = resolveMoneyStyle(attributes.moneyStyle);
	return {
		currency: typeof attributes.currency === 'string' ? attributes.currency : '',
		oneTimeDonation: savedTier(attributes.oneTimeDonation),
		monthlyDonation: savedTier(attributes.monthlyDonation),
		annualDonation: savedTier(attributes.annualDonation),
		showCustomAmount: attributes.showCustomAmount === true,
		chooseAmountText: safeRichText(attributes.chooseAmountText),
		customAmountText: safeRichText(attributes.customAmountText),
		...(link === undefined ? {} : { fallbackLinkUrl: link }),
		...(moneyStyle === undefined ? {} : { moneyStyle }),
	};
}
