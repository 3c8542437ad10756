// The flags in the editor's address that the pages a paid block sends the author to (a plan's
// checkout, Stripe's connect page) add when they send them back. The editor says what happened
// once, and takes the flags out of the address.

/** Present after a plan was bought (the provider's checkout adds it: `plan_upgraded=1`). */
export const PLAN_UPGRADED_FLAG = 'plan_upgraded';
/** The plan's name, when the page that sent the author back knows it. */
export const PLAN_NAME_FLAG = 'plan_name';
/** Present after the site's Stripe account was connected. */
export const STRIPE_CONNECT_SUCCESS_FLAG = 'stripe_connect_success';
/** Present after connecting Stripe was cancelled. */
export const STRIPE_CONNECT_CANCELLED_FLAG = 'stripe_connect_cancelled';

/** Every flag this module reads, and removes once read. */
export const ADDRESS_FLAGS: readonly string[] = [
	PLAN_UPGRADED_FLAG,
	PLAN_NAME_FLAG,
	STRIPE_CONNECT_SUCCESS_FLAG,
	STRIPE_CONNECT_CANCELLED_FLAG,
];

/** True when the address's query (`location.search`) has one of the flags. */
export function hasAddressFlag(search: string): boolean {
	const params = new URLSearchParams(search);
	return ADDRESS_FLAGS.some((name) => params.has(name));
}
