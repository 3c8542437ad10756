import type { MoneyStyle } from '../../money/money-style';

/** The three ways a visitor may give, in the order the tabs show them. */
export type DonationInterval = 'one-time' | '1 month' | '1 year';

/** What the block stores for one interval. */
export type DonationTier = {
	/** Whether the interval is offered (one-time always is, unless the block is hidden). */
	show: boolean;
	/** The provider's product for the interval; `-1` while the site has no payment account; `null` before it is known. */
	planId: number | null;
	/** The three suggested amounts, in the block's currency. */
	amounts: number[];
	heading: string;
	extraText: string;
	buttonText: string;
};

/** `registerBlockType<T>` wants a type alias, not an interface. */
export type DonationsAttributes = {
	/** An ISO 4217 code of the currencies donations take (`DONATION_CURRENCIES`). */
	currency: string;
	oneTimeDonation: DonationTier;
	monthlyDonation: DonationTier;
	annualDonation: DonationTier;
	showCustomAmount: boolean;
	chooseAmountText: string;
	customAmountText: string;
	/** Where the Donate button leads where no script runs (a feed, an email): the post's own page. */
	fallbackLinkUrl?: string;
	/**
	 * How the site's language writes the amounts, as the editor last saw it (a snapshot, see
	 * `moneyStyleFor`); unset: the currency's own format, as posts saved before it have.
	 */
	moneyStyle?: MoneyStyle;
};

/** The attribute that holds each interval's tier. */
export type DonationTierKey = 'oneTimeDonation' | 'monthlyDonation' | 'annualDonation';
