import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

/**
 * The top-level microdata items of the page (`itemscope` without `itemprop`), each with
 * its type and the names of its own properties, nested items' properties left out.
 */
const microdataItems = () =>
	Array.from(document.querySelectorAll('[itemscope]:not([itemprop])')).map((item) => {
		const properties: string[] = [];
		const walk = (element: Element) => {
			for (const child of Array.from(element.children)) {
				const name = child.getAttribute('itemprop');
				if (name) {
					properties.push(name);
				}
				if (!child.hasAttribute('itemscope')) {
					walk(child);
				}
			}
		};
		walk(item);
		return { type: item.getAttribute('itemtype'), properties };
	});

// blockyard/contact-info with its email, phone and address (packages/content), and Business
// Hours inside it, as an editor and as a visitor.
test.describe('Contact Info', () => {
	test('fills an address, an email and a phone, adds Business Hours, saves, reloads valid and shows one business to visitors', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Contact Info');
		const canvas = editor.canvas();

		// The default template: an email, a phone number and an address.
		const template = await editor.serializedPost();
		for (const name of ['blockyard/email', 'blockyard/phone', 'blockyard/address']) {
			expect(template, name).toContain(`<!-- wp:${name} `);
		}
		await canvas.getByRole('textbox', { name: 'Email' }).fill('Write to hello@example.com.');
		await canvas.getByRole('textbox', { name: 'Phone number' }).fill('Call us: +1 (555) 010-9999');
		await canvas.getByLabel('Street Address').fill('987 Photography Way');
		await canvas.getByLabel('City').fill('Portland');
		await canvas.getByLabel('State/Province/Region').fill('OR');
		await canvas.getByLabel('Postal/Zip Code').fill('97209');
		await canvas.getByLabel('Country').fill('USA');
		await canvas.getByRole('checkbox', { name: 'Link address to Google Maps' }).check();

		// With the address selected, the inserter adds after it, inside Contact Info.
		await editor.insertBlock('Business Hours');
		await expect(canvas.getByRole('group', { name: 'Monday' })).toBeVisible();

		// The email and the phone, no longer selected, show as links.
		const email = canvas.getByRole('link', { name: 'hello@example.com' });
		await expect(email).toHaveAttribute('href', 'mailto:hello@example.com');
		await expect(canvas.locator('.wp-block-blockyard-email')).toHaveText('Write to hello@example.com.');
		await expect(canvas.getByRole('link', { name: '+1 (555) 010-9999' })).toHaveAttribute(
			'href',
			'tel:+15550109999'
		);

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/contact-info -->');
		expect(saved).toMatch(/<!-- wp:blockyard\/business-hours \{.*"joinsEnclosingItem":true\} -->/);
		expect(saved).toContain('<dl class="wp-block-blockyard-business-hours__days">');
		expect(saved).toContain(
			'"address":"987 Photography Way","city":"Portland","region":"OR","postal":"97209","country":"USA","linkToGoogleMaps":true'
		);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);
		// Not selected and filled, the address shows formatted.
		await expect(canvas.locator('.wp-block-blockyard-address')).toContainText('Portland, OR 97209');

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const block = page.locator('.wp-block-blockyard-contact-info');
		await expect(block.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
			'href',
			'mailto:hello@example.com'
		);
		await expect(block.getByRole('link', { name: '+1 (555) 010-9999' })).toHaveAttribute(
			'href',
			'tel:+15550109999'
		);
		const address = block.getByRole('link', { name: /987 Photography Way/ });
		await expect(address).toHaveAttribute(
			'href',
			'https://www.google.com/maps/search/?api=1&query=987%20Photography%20Way%2C%20Portland%2C%20OR%2097209%2C%20USA'
		);
		await expect(block.locator('.wp-block-blockyard-business-hours dt').first()).toBeVisible();

		// One schema.org item for the business: its email, telephone, address and the opening hours.
		expect(await page.evaluate(microdataItems)).toEqual([
			{
				type: 'https://schema.org/LocalBusiness',
				properties: [
					'email',
					'telephone',
					'address',
					...Array<string>(5).fill('openingHoursSpecification'),
				],
			},
		]);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-contact-info');
	});
});
