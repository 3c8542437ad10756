import type { APIRequestContext } from '@playwright/test';

import { providerHeaders } from '../support/provider';
import { test, expect } from '../support/test';

// The paid blocks' upgrade banner in real WordPress, from the site's plan alone: the plugin asks
// the provider for the site's plan (`jetpack/v4/site`) and the platform for its plans list, and
// prints which paid blocks need a plan the site lacks in the page state
// (packages/wordpress-plugin/plugin/includes/site-plans.php). No `blockyard_required_plans` filter.

/** Puts the provider's site on a plan of the public plans list (Premium is where it starts). */
async function setSitePlan(request: APIRequestContext, providerUrl: string, slug: string): Promise<void> {
	const response = await request.put(`${providerUrl}wp-json/blockyard-testing/v1/site-plan`, {
		data: { slug },
		headers: await providerHeaders(request, providerUrl),
	});
	expect(response.ok()).toBe(true);
}

test('Paid blocks: a site whose plan lacks Premium gets the upgrade banner, without the filter', async ({
	wp,
	page,
	request,
	providerUrl,
}) => {
	await setSitePlan(request, providerUrl, 'free_plan');
	try {
		await wp.openNewPost();
		expect(
			await page.evaluate(
				() =>
					(window as unknown as { blockyardPageState: { requiredPlans: unknown } })
						.blockyardPageState.requiredPlans
			)
		).toEqual({
			'blockyard/donations': { slug: 'value_bundle', name: 'Premium' },
			'blockyard/payment-button': { slug: 'value_bundle', name: 'Premium' },
		});
		await wp.insertBlock('Payment Button', 'blockyard/payment-button');
		const banner = wp.canvas().getByRole('region', { name: 'Premium Block' });
		await expect(banner).toBeVisible({ timeout: 30_000 });
		await expect(banner).toContainText('Upgrade to Premium to use this premium block');
		await expect(banner.getByRole('button', { name: 'Upgrade' })).toBeVisible();
	} finally {
		await setSitePlan(request, providerUrl, 'value_bundle');
	}
});
