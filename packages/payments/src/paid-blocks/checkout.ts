import { checkoutLink } from '@blockyard/connection';
import type { HostRequiredPlan } from '@blockyard/ui';

import { PLAN_NAME_FLAG } from './address-flags';

/** The editor's page as far as the checkout needs it: its address and its site's host name. */
export interface EditorPage {
	readonly href: string;
	readonly host: string;
}

/**
 * Where 'Upgrade' goes for `plan`: the host's checkout when it names one; otherwise the
 * provider's checkout for the plan's slug, through its redirect service, which brings the
 * author back to this editor with `plan_upgraded=1` and the plan's name (`plan_name`), so the
 * editor can congratulate them.
 *
 * @example
 * checkoutUrlFor({ slug: 'value_bundle', name: 'Premium' }, window.location);
 */
export function checkoutUrlFor(plan: HostRequiredPlan, page: EditorPage): string {
	if (plan.checkoutUrl !== undefined && plan.checkoutUrl !== '') {
		return plan.checkoutUrl;
	}
	const back = new URL(page.href);
	back.searchParams.set(PLAN_NAME_FLAG, plan.name);
	return checkoutLink({ site: page.host, plan: plan.slug, redirectTo: back.href });
}
