import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { PUBLIC_PLANS, setSitePlan, SITE_PLAN_SLUGS } from '../../data/site-plan';
import { checkoutPage } from '../../http/checkout-page';
import { escapeHtml } from '../../http/html-page';
import { checkState, issueState } from '../../http/page-session';
import { parseFields } from '../../http/parse-fields';
import { readPageForm } from '../../http/read-page-form';
import { localReturnTarget } from '../../http/return-target';
import { REST_PREFIX, type RouteContext } from '../route-context';

/** The stand-in for the platform's plan checkout, on the provider's hosted root. */
export const PLAN_CHECKOUT_PATH = `${REST_PREFIX}/wpcom/v2/plans/checkout`;

const checkoutSchema = z.object({
	plan: z.enum(SITE_PLAN_SLUGS, { error: 'plan must be a plan of the plans list.' }),
	return: z.string().min(1).max(2000),
});

/** The fields of the checkout's query or form, checked: the plan's slug and the return address. */
function readCheckout(c: Context, fields: Readonly<Record<string, string | undefined>>) {
	const checkout = parseFields(checkoutSchema, fields);
	const target = localReturnTarget(c, checkout.return);
	const plan = PUBLIC_PLANS.find(({ product_slug }) => product_slug === checkout.plan);
	const name = plan?.product_name_short || plan?.product_name || checkout.plan;
	return { slug: checkout.plan, name, target };
}

/**
 * The stand-in for the platform's plan checkout at {@link PLAN_CHECKOUT_PATH}. `GET ?plan=SLUG&return=URL`
 * shows the plan with a Buy button; its form's `POST`, with the `state` issued to this browser's
 * session, puts the site on that plan (what `jetpack/v4/site` answers from then on, as the
 * `blockyard-testing/v1/site-plan` switch sets it) and redirects (303) to `return` with
 * `plan_upgraded=1` and the plan's name (`plan_name`), as the platform's checkout comes back.
 * `return` must be on this machine.
 */
export function mountPlanCheckout(app: Hono, context: RouteContext): void {
	app.get(PLAN_CHECKOUT_PATH, (c) => {
		const checkout = readCheckout(c, { plan: c.req.query('plan'), return: c.req.query('return') });
		const state = issueState(c, context.nonce, PLAN_CHECKOUT_PATH);
		return checkoutPage(c, {
			summary: `The ${escapeHtml(checkout.name)} plan for this site.`,
			standsInFor: "the plan's checkout",
			fields: [
				['state', state],
				['plan', checkout.slug],
				['return', checkout.target],
			],
			button: 'Buy',
			back: checkout.target,
		});
	});

	app.post(PLAN_CHECKOUT_PATH, async (c) => {
		const form = await readPageForm(c);
		checkState(c, context.nonce, PLAN_CHECKOUT_PATH, form.get('state'));
		const checkout = readCheckout(c, { plan: form.get('plan'), return: form.get('return') });
		setSitePlan(context.db, checkout.slug);
		const target = new URL(checkout.target);
		target.searchParams.set('plan_upgraded', '1');
		target.searchParams.set('plan_name', checkout.name);
		return c.redirect(target.href, 303);
	});
}
