// The paid blocks: the blocks a site may use only on a plan that includes them. The one list
// the attribute filter, the banners and the tracking read.

export interface PaidBlock {
	/** True when the block takes payments through the site's Stripe account. */
	readonly takesStripePayments: boolean;
}

/** Every paid block, by registered name. */
export const PAID_BLOCKS: Readonly<Record<string, PaidBlock>> = Object.freeze({
	'blockyard/donations': Object.freeze({ takesStripePayments: true }),
	'blockyard/payment-button': Object.freeze({ takesStripePayments: false }),
});

/** The paid block named `name`, or `undefined` for any other block. */
export function paidBlock(name: string): PaidBlock | undefined {
	return Object.hasOwn(PAID_BLOCKS, name) ? PAID_BLOCKS[name] : undefined;
}
