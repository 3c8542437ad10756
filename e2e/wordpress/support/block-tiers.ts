// The site's `blockyard_block_tiers` option (plugin/includes/block-tiers.php), set as an
// administrator through WordPress's REST settings: which block tiers the editor offers beside
// production blocks. Each spec starts from the site's database as the set-up left it (none).
import type { Browser } from '@playwright/test';

import { asAdmin, restNonce } from './rest-posts';
import { expect } from './test';

/** Lets the site's editor offer the blocks of `tiers` (`beta`, `experimental`) too. */
export async function allowBlockTiers(
	browser: Browser,
	siteUrl: string,
	tiers: readonly string[]
): Promise<void> {
	const admin = await asAdmin(browser, siteUrl);
	const saved = await admin.post(`${siteUrl}wp-json/wp/v2/settings`, {
		headers: { 'X-WP-Nonce': await restNonce(admin, siteUrl) },
		data: { blockyard_block_tiers: tiers },
	});
	expect(saved.status(), await saved.text()).toBe(200);
	expect(((await saved.json()) as { blockyard_block_tiers: unknown }).blockyard_block_tiers).toEqual(tiers);
	await admin.dispose();
}
