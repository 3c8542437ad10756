import { CONNECTED_SITE } from '../support/ai';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expectDonationsFormInGerman } from '../support/german-donations';
import { GERMAN_LABELS } from '../support/playground-editor';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// `?locale=de_DE`: Blockyard's German translation (languages/blockyard-de_DE.po), set before the
// blocks register, so block titles, lazily loaded edits and the words blocks store are German;
// the site's locale follows, so times and amounts of money are written as German readers write them. Gutenberg's own
// UI stays English (its translations are not part of the playground); the playground's own
// controls are German too.
test('?locale=de_DE: the inserter, a lazily loaded edit and the visitor’s view speak German', async ({
	editor,
	page,
}) => {
	editor.labels = GERMAN_LABELS;
	// Connected, so that the donations form is saved for visitors.
	await editor.open(undefined, { ...CONNECTED_SITE, locale: 'de_DE' });
	await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

	await editor.insertBlock('Sternebewertung');
	await expect(page.getByRole('spinbutton', { name: 'Höchste Bewertung' })).toBeVisible();
	await expect(editor.canvas().getByRole('slider', { name: 'Bewertung' })).toHaveAttribute(
		'aria-valuetext',
		'1 von 5'
	);
	await editor.insertBlock('Öffnungszeiten');
	await expect(editor.canvas().getByText('24 Stunden geöffnet').first()).toBeVisible();
	// Amounts as German readers write them: a decimal comma, the symbol after a no-break space.
	await editor.insertBlock('Spendenformular');
	await expect.poll(() => editor.serializedPost()).toContain('>5,00\u00a0$<');

	await editor.saveAndReload();
	await editor.expectAllBlocksValid();
	await expect(editor.canvas().getByRole('slider', { name: 'Bewertung' })).toBeVisible();

	// The visitor's view the editor links to keeps the locale.
	await expect(page.getByRole('link', { name: 'Beitrag ansehen' })).toHaveAttribute(
		'href',
		`preview.html?post=${editor.postId}&locale=de_DE`
	);
	await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&locale=de_DE`);
	await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
	await expect(page.locator('.wp-block-blockyard-star-rating').getByText('1 von 5')).toBeAttached();
	const hours = page.locator('.wp-block-blockyard-business-hours');
	await expect(hours.locator('dd', { hasText: 'Geschlossen' }).first()).toBeVisible();
	await expect(hours.locator('dd', { hasText: /^09:00\s*–\s*17:00$/ }).first()).toBeVisible();
	await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-business-hours');
	await expectDonationsFormInGerman(page);
});

test('?locale= without a shipped translation keeps the English strings and sets the page’s language', async ({
	editor,
	page,
}) => {
	await editor.open(undefined, { locale: 'fr_FR' });
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
	await editor.insertBlock('Star Rating');
	await expect(page.getByRole('spinbutton', { name: 'Highest rating' })).toBeVisible();
});
