import type { Context } from 'hono';

import { escapeHtml, htmlPage } from './html-page';

/** What a stand-in checkout page says and sends back. */
export interface CheckoutPageContent {
	/** What is bought, in one line: HTML the caller built with {@link escapeHtml}. */
	readonly summary: string;
	/** What the page stands in for ("the payment page"): HTML, as `summary`. */
	readonly standsInFor: string;
	/** The form's hidden fields, in order (the page's `state` among them), sent back by its `POST`. */
	readonly fields: readonly (readonly [name: string, value: string])[];
	/** The form's button; the link back says "Back without paying" (or "buying"). */
	readonly button: 'Pay' | 'Buy';
	/** Where the link back goes: the checked `return` address. */
	readonly back: string;
	/** Why it cannot be paid, said (`role="alert"`) in place of the form. */
	readonly problem?: string | undefined;
}

const BACK_WITHOUT: Readonly<Record<CheckoutPageContent['button'], string>> = {
	Pay: 'Back without paying',
	Buy: 'Back without buying',
};

/** An amount in its currency as the checkout shows it (`$24.50`), or `24.5 XYZ` for a code `Intl` does not know. */
export const priceText = (amount: number, currency: string): string => {
	try {
		return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
	} catch {
		return `${String(amount)} ${currency}`;
	}
};

/**
 * A stand-in checkout page ({@link htmlPage}: never cached, never framed): the
 * "Checkout" heading, what is bought, that no money changes hands, a form of
 * hidden fields with its button (or the problem instead), and a link back.
 */
export function checkoutPage(c: Context, page: CheckoutPageContent): Response {
	const form =
		page.problem !== undefined
			? `<p role="alert">${escapeHtml(page.problem)}</p>`
			: `<form method="post">
${page.fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">\n`).join('')}<button type="submit">${page.button}</button>
</form>`;
	return htmlPage(
		c,
		'Checkout',
		`<h1>Checkout</h1>
<p>${page.summary}</p>
<p>This is the local stand-in for ${page.standsInFor}: no money changes hands.</p>
${form}
<p><a href="${escapeHtml(page.back)}">${BACK_WITHOUT[page.button]}</a></p>`
	);
}
