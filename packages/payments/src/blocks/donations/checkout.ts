// How the visitor's view reaches the checkout and comes back: the address it builds, and the
// flags the checkout adds to the return address once a donation is paid.

/** The query flags the checkout adds to the return address after a donation: `paid` and the plan. */
export const PAID_FLAG = 'blockyard_donation';
export const PAID_PLAN_FLAG = 'blockyard_donation_plan';

/** The page's address without the paid flags or a fragment: where the checkout sends the visitor back. */
export function returnAddress(href: string): string {
	const url = new URL(href);
	url.searchParams.delete(PAID_FLAG);
	url.searchParams.delete(PAID_PLAN_FLAG);
	url.hash = '';
	return url.href;
}

/** The checkout of `amount` (in the plan's currency) on `plan`, coming back to `back`. */
export function checkoutAddress(checkout: string, plan: number, amount: number, back: string): string {
	const url = new URL(checkout, back);
	url.searchParams.set('plan', String(plan));
	url.searchParams.set('amount', String(amount));
	url.searchParams.set('return', back);
	return url.href;
}

/** The plan whose donation the address says was just paid, if it says so. */
export function paidPlan(href: string): number | undefined {
	const params = new URL(href).searchParams;
	const plan = Number(params.get(PAID_PLAN_FLAG));
	return params.get(PAID_FLAG) === 'paid' && Number.isInteger(plan) && plan > 0 ? plan : undefined;
}
