// The site's language (`WPLANG`), set as an administrator through WordPress's REST settings. The
// set-up installs an empty core de_DE.mo so German is a language the site can take; each spec
// starts from the site's database as the set-up left it (English).
import type { Browser } from '@playwright/test';

import { asAdmin, restNonce } from './rest-posts';
import { expect } from './test';

/** Switches the site, its editor and its visitors' pages to `locale` (`de_DE`). */
export async function setSiteLanguage(browser: Browser, siteUrl: string, locale: string): Promise<void> {
	const admin = await asAdmin(browser, siteUrl);
	const saved = await admin.post(`${siteUrl}wp-json/wp/v2/settings`, {
		headers: { 'X-WP-Nonce': await restNonce(admin, siteUrl) },
		data: { language: locale },
	});
	expect(saved.status(), await saved.text()).toBe(200);
	expect(((await saved.json()) as { language: unknown }).language).toBe(locale);
	await admin.dispose();
}
