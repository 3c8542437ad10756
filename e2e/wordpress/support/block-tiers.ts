// The site's `blockyard_block_tiers` option (plugin/includes/block-tiers.php): which block tiers
// the editor offers beside production blocks. Each spec starts from the site's database as the
// set-up left it (none).
import type { Browser } from '@playwright/test';

import { saveSiteSettings } from './site-settings';

/** Lets the site's editor offer the blocks of `tiers` (`beta`, `experimental`) too. */
export async function allowBlockTiers(
	browser: Browser,
	siteUrl: string,
	tiers: readonly string[]
): Promise<void> {
	await saveSiteSettings(browser, siteUrl, { blockyard_block_tiers: tiers });
}
