import { expectDonationsFormInGerman } from '../../support/german-donations';
import { contactFormId } from '../support/contact-form';
import { saveSiteSettings } from '../support/site-settings';
import { test, expect } from '../support/test';

// The plugin on a German site (languages/blockyard-de_DE.po, built into the plugin's languages/):
// the inserter's block titles come from the .mo file (WordPress translates each block.json on the
// server), a block's edit, loaded on first use, from its chunk's JSON file, a visitor's page from
// the words the edit stored, the PHP's messages and the front-end script's own JSON file. Times
// and amounts of money follow the locale. WordPress's own screens stay English: no core
// translation is at hand offline.
test('on a German site the inserter, a lazily loaded edit and the visitor’s page speak German', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	// The site's language (`WPLANG`): the set-up makes German one it can take.
	await saveSiteSettings(browser, siteUrl, { language: 'de_DE' });
	// A connected user (`blockyard_e2e_connected`), for whom the donations form makes its products.
	await wp.openNewPost('blockyard_e2e_connected=1');
	await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

	// Found and inserted by its German title; its sidebar and its words in German.
	await wp.insertBlock('Sternebewertung', 'blockyard/star-rating');
	await expect(page.getByRole('spinbutton', { name: 'Höchste Bewertung' })).toBeVisible();
	await expect(wp.canvas().getByRole('slider', { name: 'Bewertung' })).toHaveAttribute(
		'aria-valuetext',
		'1 von 5'
	);

	await wp.insertBlock('Öffnungszeiten', 'blockyard/business-hours');
	await expect(wp.canvas().getByText('24 Stunden geöffnet').first()).toBeVisible();

	// Amounts as German readers write them: a decimal comma, the symbol after a no-break space.
	await wp.insertBlock('Spendenformular', 'blockyard/donations');
	await expect.poll(() => wp.serializedPost(), { timeout: 30_000 }).toMatch(/"planId":\d+/);
	await expect.poll(() => wp.serializedPost()).toContain('>5,00\u00a0$<');

	await wp.insertBlock('Kontaktformular', 'blockyard/contact-form');
	const formId = await contactFormId(page);
	await wp.publish();
	await wp.reload();
	await wp.expectAllBlocksValid();

	await page.goto(`${siteUrl}?p=${await wp.postId()}`);
	await expect(page.locator('.wp-block-blockyard-star-rating').getByText('1 von 5')).toBeAttached();
	// Business Hours as the German site stored it: the closed days' word, and 24-hour times.
	const hours = page.locator('.wp-block-blockyard-business-hours');
	await expect(hours.locator('dd', { hasText: 'Geschlossen' }).first()).toBeVisible();
	await expect(hours.locator('dd', { hasText: /^09:00\s*–\s*17:00$/ }).first()).toBeVisible();
	await expectDonationsFormInGerman(page);
	// The form: the PHP's message beside the field, then the thanks.
	const form = page.locator(`form[data-blockyard-form="${formId}"]`);
	await form.getByRole('textbox', { name: /^E-Mail/ }).fill('ada@example.com');
	await form.getByRole('textbox', { name: /^Nachricht/ }).fill('Hallo aus dem e2e-Lauf.');
	await form.getByRole('button', { name: 'Absenden' }).click();
	await expect(form.getByText('Name ist erforderlich.')).toBeVisible();
	await form.getByRole('textbox', { name: /^Name/ }).fill('Ada');
	await form.getByRole('button', { name: 'Absenden' }).click();
	await expect(form.getByText('Vielen Dank! Ihre Nachricht wurde gesendet.')).toBeVisible();
});
