import type { HostNotice } from '@blockyard/ui';
import { __, sprintf } from '@wordpress/i18n';

import {
	PLAN_NAME_FLAG,
	PLAN_UPGRADED_FLAG,
	STRIPE_CONNECT_CANCELLED_FLAG,
	STRIPE_CONNECT_SUCCESS_FLAG,
} from './address-flags';

/** The provider's page of the site's plan, for 'View my plan'. */
export const MY_PLAN_URL = 'https://wordpress.com/plans/my-plan/';

/**
 * The notices the address flags ask for, in the order they show: the plan bought
 * ('Congratulations! Your site is now on the {plan} plan.', or '…on a paid plan.' without a
 * name, with 'View my plan'), then Stripe connected or cancelled. `site` is the site as the
 * plan's page knows it (its host name).
 *
 * @example
 * addressNotices({ plan_upgraded: '1', plan_name: 'Premium' }, 'example.com');
 */
export function addressNotices(flags: Readonly<Record<string, string>>, site: string): HostNotice[] {
	const notices: HostNotice[] = [];
	if (flags[PLAN_UPGRADED_FLAG] !== undefined) {
		const plan = flags[PLAN_NAME_FLAG]?.trim() ?? '';
		notices.push({
			status: 'success',
			message:
				plan === ''
					? __('Congratulations! Your site is now on a paid plan.', 'blockyard')
					: // translators: %s: the name of the plan the site is now on, e.g. Premium.
						sprintf(__('Congratulations! Your site is now on the %s plan.', 'blockyard'), plan),
			actions: [
				{ label: __('View my plan', 'blockyard'), url: `${MY_PLAN_URL}${encodeURIComponent(site)}` },
			],
		});
	}
	if (flags[STRIPE_CONNECT_SUCCESS_FLAG] !== undefined) {
		notices.push({
			status: 'success',
			message: __(
				'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
				'blockyard'
			),
		});
	} else if (flags[STRIPE_CONNECT_CANCELLED_FLAG] !== undefined) {
		notices.push({
			status: 'info',
			message: __('You cancelled connecting your site to Stripe.', 'blockyard'),
		});
	}
	return notices;
}
