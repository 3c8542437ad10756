import { moneyCurrency } from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { addPurchase, listPurchases } from '../../data/pay-purchases';
import { checkoutPage, priceText } from '../../http/checkout-page';
import { escapeHtml, htmlPage } from '../../http/html-page';
import { parseFields } from '../../http/parse-fields';
import { readPageForm } from '../../http/read-page-form';
import { RestError } from '../../http/rest-error';
import { localReturnTarget } from '../../http/return-target';
import { checkSingleUseState, issueSingleUseState, stateAlreadyUsed } from '../../http/single-use-state';
import { currencyProblem, priceProblem, refuseMoney } from '../../payments/money-rules';
import { REST_PREFIX, type RouteContext } from '../route-context';

/** The stand-in checkout of the payment button, on the provider's hosted root. */
export const PAY_PRODUCTS_CHECKOUT_PATH = `${REST_PREFIX}/wpcom/v2/pay-products/checkout`;
/** What buyers paid for there: the seller's earnings, a private read. */
export const PAY_PRODUCTS_PURCHASES_PATH = `${REST_PREFIX}/wpcom/v2/pay-products/purchases`;

/**
 * The seller's earnings page: the site's purchases at the stand-in checkout, which the payment
 * button's sidebar links to. Only a top-level page (see {@link earningsPage}).
 */
export const PAY_PRODUCTS_EARNINGS_PATH = `${REST_PREFIX}/wpcom/v2/pay-products/earnings`;

/** The provider's button image, which a page puts on its form to the checkout. */
export const PAY_PRODUCTS_BUTTON_PATH = `${REST_PREFIX}/wpcom/v2/pay-products/button.svg`;

const BUTTON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="152" height="40" viewBox="0 0 152 40" role="img" aria-label="Buy now">
<rect width="152" height="40" rx="20" fill="#ffc439"/>
<rect x="18" y="12" width="22" height="16" rx="3" fill="#003087"/>
<rect x="18" y="16" width="22" height="3" fill="#ffc439"/>
<text x="50" y="26" font-family="Helvetica, Arial, sans-serif" font-size="15" font-weight="700" fill="#003087">Buy now</text>
</svg>
`;

/**
 * The query flags the checkout adds to the return address once a purchase is paid; the page that
 * renders the block reads them (the plugin's includes/payment-button-block.php, the playground's
 * preview) and thanks the buyer at the block of that product.
 */
export const PURCHASE_FLAG = 'blockyard_purchase';
export const PURCHASE_PRODUCT_FLAG = 'blockyard_purchase_product';

/** The most items of one product a buyer takes at once. */
export const MAX_QUANTITY = 1000;

const checkoutSchema = z.object({
	product: z.string().regex(/^[1-9]\d{0,8}$/, 'product must be a product id.'),
	title: z.string().trim().min(1, 'title must name the item.').max(200, 'title is too long.'),
	amount: z.string().regex(/^\d{1,9}(?:\.\d{1,4})?$/, 'amount must be a number such as 24 or 24.50.'),
	currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a currency code such as USD.'),
	quantity: z
		.string()
		.regex(/^[1-9]\d{0,3}$/, `quantity must be a whole number from 1 to ${String(MAX_QUANTITY)}.`)
		.refine((text) => Number(text) <= MAX_QUANTITY, {
			message: `quantity must be a whole number from 1 to ${String(MAX_QUANTITY)}.`,
		})
		.default('1'),
	return: z.string().min(1).max(2000),
});
type Checkout = z.output<typeof checkoutSchema>;

/**
 * The checkout's fields, checked: the shape (400 `rest_invalid_param` naming what is wrong), then
 * the price and currency by the money contract's rules, the ones the block applies before it
 * saves its product (400 with the block's message, naming `amount` or `currency` in `data.key`).
 */
function readCheckout(fields: Readonly<Record<string, string | undefined>>): Checkout {
	const checkout = parseFields(
		checkoutSchema,
		Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''))
	);
	refuseMoney([
		['currency', currencyProblem(checkout.currency, 'paymentButton')],
		['amount', priceProblem(Number(checkout.amount), checkout.currency)],
	]);
	return checkout;
}

/** The price of `quantity` items, rounded to the currency's decimals. */
export const purchaseTotal = (amount: number, quantity: number, currency: string): number =>
	Number((amount * quantity).toFixed(moneyCurrency(currency)?.decimals ?? 2));

/**
 * The earnings page, as the provider's own pages are (`htmlPage`: never cached, never framed, no
 * script): the site's purchases, newest first, each with the product, how many, the price of one,
 * the total, the currency and when it was paid. The purchases are private, and a link cannot carry
 * the nonce, so the page answers only a browser's top-level navigation: a page's `fetch` (any
 * `Sec-Fetch-Mode` but `navigate`, or a `Sec-Fetch-Dest` but `document`) gets 403 and nothing, and
 * the answer has no CORS header, so another site's page can neither read it nor show it in a frame.
 */
function earningsPage(c: Context, db: RouteContext['db']): Response {
	const mode = c.req.header('sec-fetch-mode');
	const dest = c.req.header('sec-fetch-dest');
	if ((mode !== undefined && mode !== 'navigate') || (dest !== undefined && dest !== 'document')) {
		return htmlPage(c, 'Earnings', '<p>Open this page in the browser, from its link.</p>', 403);
	}
	c.header('Cross-Origin-Resource-Policy', 'same-origin');
	const rows = [...listPurchases(db)]
		.reverse()
		.map(
			(purchase) => `<tr>
<td>${escapeHtml(purchase.title)} (#${String(purchase.product_id)})</td>
<td>${String(purchase.quantity)}</td>
<td>${escapeHtml(priceText(purchase.amount, purchase.currency))}</td>
<td>${escapeHtml(priceText(purchase.total, purchase.currency))}</td>
<td>${escapeHtml(purchase.currency)}</td>
<td>${escapeHtml(purchase.paid_at)}</td>
</tr>`
		)
		.join('\n');
	return htmlPage(
		c,
		'Earnings',
		`<h1>Earnings</h1>
<p>What buyers paid for with the site's payment buttons, at the local stand-in checkout: no money changed hands.</p>
${
	rows === ''
		? '<p>No purchases yet.</p>'
		: `<table>
<thead><tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Unit price</th><th scope="col">Total</th><th scope="col">Currency</th><th scope="col">Date</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}`
	);
}

/**
 * The stand-in for the payment provider's checkout of a payment button's product, and the
 * seller's read of what was bought. `GET …/pay-products/checkout?product=ID&title=…&amount=N&currency=XXX[&quantity=Q]&return=URL`
 * shows the item, how many, the price of one and the total, and a Pay button; its form's `POST`,
 * with the `state` issued to this browser's session, records the purchase and redirects (303) to
 * `return` with `blockyard_purchase=paid&blockyard_purchase_product=ID`. Each page's `state` pays
 * once: sent again, it answers 409 `blockyard_state_used` and records nothing. The price and the
 * currency follow the money contract (the payment button's rules), the quantity is a whole number
 * from 1 to 1000, and `return` must be on this machine. `GET …/pay-products/purchases[?product=ID]`
 * lists the purchases, oldest first (a private read: the nonce); `GET …/pay-products/earnings` is
 * the seller's page of them (see {@link earningsPage}). `GET …/pay-products/button.svg`
 * is the provider's button image, which the page's form to the checkout shows.
 */
export function mountPayProductsCheckout(app: Hono, context: RouteContext): void {
	const path = PAY_PRODUCTS_CHECKOUT_PATH;

	app.get(PAY_PRODUCTS_PURCHASES_PATH, (c) => {
		const product = c.req.query('product');
		const id = product === undefined ? undefined : Number(product);
		if (id !== undefined && !(Number.isSafeInteger(id) && id > 0)) {
			throw new RestError('rest_invalid_param', 'product must be a product id.', 400);
		}
		return c.json({ purchases: listPurchases(context.db, id) });
	});

	app.get(PAY_PRODUCTS_EARNINGS_PATH, (c) => earningsPage(c, context.db));

	// The provider's payment button, as a page shows it on its checkout form.
	app.get(PAY_PRODUCTS_BUTTON_PATH, (c) =>
		c.body(BUTTON_SVG, 200, {
			'content-type': 'image/svg+xml',
			'cache-control': 'public, max-age=3600',
		})
	);

	app.get(path, (c) => {
		const checkout = readCheckout({
			product: c.req.query('product'),
			title: c.req.query('title'),
			amount: c.req.query('amount'),
			currency: c.req.query('currency'),
			quantity: c.req.query('quantity'),
			return: c.req.query('return'),
		});
		const target = localReturnTarget(c, checkout.return);
		const amount = Number(checkout.amount);
		const quantity = Number(checkout.quantity);
		const state = issueSingleUseState(c, context.nonce, path);
		const total = purchaseTotal(amount, quantity, checkout.currency);
		return checkoutPage(c, {
			summary: `${escapeHtml(checkout.title)} × ${String(quantity)} at ${escapeHtml(priceText(amount, checkout.currency))} each: <strong>${escapeHtml(priceText(total, checkout.currency))}</strong>.`,
			standsInFor: 'the payment page',
			fields: [
				['state', state],
				['product', checkout.product],
				['title', checkout.title],
				['amount', checkout.amount],
				['currency', checkout.currency],
				['quantity', checkout.quantity],
				['return', target],
			],
			button: 'Pay',
			back: target,
		});
	});

	app.post(path, async (c) => {
		const form = await readPageForm(c);
		const stateId = checkSingleUseState(c, context.nonce, path, form.get('state'));
		const checkout = readCheckout({
			product: form.get('product'),
			title: form.get('title'),
			amount: form.get('amount'),
			currency: form.get('currency'),
			quantity: form.get('quantity'),
			return: form.get('return'),
		});
		const target = new URL(localReturnTarget(c, checkout.return));
		const amount = Number(checkout.amount);
		const quantity = Number(checkout.quantity);
		const purchase = addPurchase(
			context.db,
			{
				product_id: Number(checkout.product),
				title: checkout.title.trim(),
				amount,
				currency: checkout.currency,
				quantity,
				total: purchaseTotal(amount, quantity, checkout.currency),
			},
			stateId
		);
		if (!purchase) {
			throw stateAlreadyUsed(
				'This purchase has already been paid. To buy again, open the checkout again.'
			);
		}
		target.searchParams.set(PURCHASE_FLAG, 'paid');
		target.searchParams.set(PURCHASE_PRODUCT_FLAG, checkout.product);
		return c.redirect(target.href, 303);
	});
}
