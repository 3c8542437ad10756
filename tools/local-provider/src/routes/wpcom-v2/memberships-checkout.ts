import type { Hono } from 'hono';
import * as z from 'zod';

import { addDonation, getMemberships, type StoredProduct } from '../../data/memberships';
import { checkoutPage, priceText } from '../../http/checkout-page';
import { escapeHtml } from '../../http/html-page';
import { parseFields } from '../../http/parse-fields';
import { readPageForm } from '../../http/read-page-form';
import { RestError } from '../../http/rest-error';
import { localReturnTarget } from '../../http/return-target';
import { priceProblem } from '../../payments/money-rules';
import { checkSingleUseState, issueSingleUseState, stateAlreadyUsed } from '../../http/single-use-state';
import type { RouteContext } from '../route-context';

/**
 * The query flags the checkout adds to the return address once a donation is paid; the donations
 * block's view reads them (packages/payments/src/blocks/donations/checkout.ts).
 */
export const PAID_FLAG = 'blockyard_donation';
export const PAID_PLAN_FLAG = 'blockyard_donation_plan';

const AMOUNT = /^\d{1,9}(?:\.\d{1,4})?$/;

const checkoutSchema = z.object({
	plan: z.string().regex(/^\d{1,9}$/, 'plan must be a product id.'),
	amount: z.string().regex(AMOUNT, 'amount must be a number such as 15 or 15.50.'),
	return: z.string().min(1).max(2000),
});

/** The donation product `id`, or 404. */
function donationProduct(context: RouteContext, id: string): StoredProduct {
	const product = getMemberships(context.db).products.find(
		(candidate) => candidate.id === Number(id) && candidate.type === 'donation'
	);
	if (!product) {
		throw new RestError('product_not_found', 'There is no donation product with this id.', 404);
	}
	return product;
}

/**
 * What the donations block would say of the amount, or `undefined`: the money contract's rules,
 * with the product's price as the smallest donation (a tier starts at the currency's minimum).
 */
const amountProblem = (amount: number, product: StoredProduct): string | undefined =>
	priceProblem(amount, product.currency, { minimum: { amount: product.price, says: 'amount' } });

const INTERVAL_WORDS: Readonly<Record<string, string>> = {
	'one-time': 'once',
	'1 month': 'every month',
	'1 year': 'every year',
};

/**
 * The stand-in for the platform's donation checkout at `path` (`…/memberships/checkout`), and
 * `…/memberships/donations`, the donations it recorded (a private read). `GET ?plan=ID&amount=N&return=URL`
 * shows the donation (the product, the amount in its currency, how often) and a Pay button; its
 * form's `POST`, with the `state` issued to this browser's session, records the donation and
 * redirects (303) to `return` with `blockyard_donation=paid` and the plan. Each page's `state`
 * pays once: sent again, it answers 409 `blockyard_state_used` and records nothing. The amount must be at
 * least the product's price (its minimum), with no more decimals than its currency has, and at
 * most the money contract's maximum: otherwise the page says what the donations block says, and
 * the `POST` answers it as a 400; `return` must be on this machine.
 */
export function mountDonationCheckout(app: Hono, path: string, context: RouteContext): void {
	// What visitors gave, newest last: the stand-in's record a test (or the site owner) reads back.
	app.get(`${path.replace(/\/checkout$/, '')}/donations`, (c) =>
		c.json({ donations: getMemberships(context.db).donations ?? [] })
	);

	app.get(path, (c) => {
		const checkout = parseFields(checkoutSchema, {
			plan: c.req.query('plan'),
			amount: c.req.query('amount'),
			return: c.req.query('return'),
		});
		const product = donationProduct(context, checkout.plan);
		const target = localReturnTarget(c, checkout.return);
		const amount = Number(checkout.amount);
		const state = issueSingleUseState(c, context.nonce, path);
		return checkoutPage(c, {
			summary: `${escapeHtml(product.title)}: <strong>${escapeHtml(priceText(amount, product.currency))}</strong> ${escapeHtml(INTERVAL_WORDS[product.interval] ?? product.interval)}.`,
			standsInFor: 'the payment page',
			fields: [
				['state', state],
				['plan', checkout.plan],
				['amount', checkout.amount],
				['return', target],
			],
			button: 'Pay',
			back: target,
			problem: amountProblem(amount, product),
		});
	});

	app.post(path, async (c) => {
		const form = await readPageForm(c);
		const stateId = checkSingleUseState(c, context.nonce, path, form.get('state'));
		const checkout = parseFields(checkoutSchema, {
			plan: form.get('plan'),
			amount: form.get('amount'),
			return: form.get('return'),
		});
		const product = donationProduct(context, checkout.plan);
		const amount = Number(checkout.amount);
		const problem = amountProblem(amount, product);
		if (problem !== undefined) {
			throw new RestError('rest_invalid_param', problem, 400, { key: 'amount' });
		}
		const target = new URL(localReturnTarget(c, checkout.return));
		const donation = addDonation(
			context.db,
			{ product_id: product.id, amount, currency: product.currency, interval: product.interval },
			stateId
		);
		if (!donation) {
			throw stateAlreadyUsed(
				'This donation has already been paid. To give again, open the checkout again.'
			);
		}
		target.searchParams.set(PAID_FLAG, 'paid');
		target.searchParams.set(PAID_PLAN_FLAG, String(product.id));
		return c.redirect(target.href, 303);
	});
}
