// A German visitor's donations form, in the playground's and WordPress's German specs alike.
import { expect, type Page } from '@playwright/test';

/**
 * Expects the page's donations form (USD, the default amounts) to write amounts as German
 * readers do (a decimal comma, the symbol after a no-break space) and to read a typed amount so:
 * 0,49 is under the minimum, said in German.
 */
export async function expectDonationsFormInGerman(page: Page): Promise<void> {
	const donations = page.locator('.wp-block-blockyard-donations');
	await expect(donations.getByRole('button', { name: /^100,00\s\$$/ })).toBeVisible();
	const custom = donations.locator('.wp-block-blockyard-donations__custom-input');
	await custom.fill('0,49');
	await custom.blur();
	await expect(donations.getByRole('alert')).toHaveText(
		/^Geben Sie einen Betrag von mindestens 0,50\s\$ ein\.$/
	);
}
