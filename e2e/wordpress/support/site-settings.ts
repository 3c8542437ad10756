// The site's options, set as an administrator through WordPress's REST settings (`wp/v2/settings`).
// Each spec starts from the site's database as the set-up left it.
import type { Browser } from '@playwright/test';

import { asAdmin, restNonce } from './rest-posts';
import { expect } from './test';

/** Saves `settings` (by their REST names: `language`, `blockyard_block_tiers`…) and checks the site kept each. */
export async function saveSiteSettings(
	browser: Browser,
	siteUrl: string,
	settings: Readonly<Record<string, unknown>>
): Promise<void> {
	const admin = await asAdmin(browser, siteUrl);
	try {
		const saved = await admin.post(`${siteUrl}wp-json/wp/v2/settings`, {
			headers: { 'X-WP-Nonce': await restNonce(admin, siteUrl) },
			data: settings,
		});
		expect(saved.status(), await saved.text()).toBe(200);
		const kept = (await saved.json()) as Record<string, unknown>;
		for (const [name, value] of Object.entries(settings)) {
			expect(kept[name], `the site's ${name}`).toEqual(value);
		}
	} finally {
		await admin.dispose();
	}
}
