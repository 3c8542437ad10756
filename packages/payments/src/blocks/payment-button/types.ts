import type { MoneyStyle } from '../../money/money-style';

/** The attributes of `blockyard/payment-button`: the product as the block keeps it. */
export type PaymentButtonAttributes = {
	/** The product's currency, a code of the payment button's supported list; USD by default. */
	currency: string;
	/** The product's description, plain text. */
	content: string;
	/** Where the payments for the product go. */
	email: string;
	/** The media library's id of the product's image; 0 for none. */
	featuredMediaId: number;
	/** The image's address (never a `blob:` one: an upload is saved once it is done). */
	featuredMediaUrl?: string;
	/** The image's title in the media library, used as its text alternative. */
	featuredMediaTitle?: string;
	/** Whether a buyer may buy more than one at a time. */
	multiple: boolean;
	/** Where a visitor goes to buy it; no link when unset. */
	postLinkUrl?: string;
	/** The words of that link, stored so that `save` needs no translation lookup. */
	postLinkText: string;
	/** The price in the currency's units (12.5 is 12.50); unset until the author gives one. */
	price?: number;
	/** The id of the stored product (a `jp_pay_product` post), once it is created. */
	productId?: number;
	/** The item's name. */
	title: string;
	/** The inserter's example: the card with a drawn product image, nothing loaded. Unset (no default) in every saved block. */
	preview?: boolean;
	/**
	 * How the site's language writes the price, as the editor last saw it (a snapshot, see
	 * `moneyStyleFor`); unset: the currency's own format, as posts saved before it have.
	 */
	moneyStyle?: MoneyStyle;
};

/** The fields of the product form that can carry a message. */
export type PaymentButtonField = 'title' | 'price' | 'currency' | 'email';

/** A message per field; a field without one is valid. */
export type PaymentButtonErrors = Partial<Record<PaymentButtonField, string>>;
