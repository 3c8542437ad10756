import type { APIRequestContext } from '@playwright/test';

import { CONNECTED_SITE } from '../support/ai';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { HTTP_ERROR_RESPONSE, test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

/** Connects the provider's test payment account or removes it, and makes its status fail or not. */
async function setMemberships(
	request: APIRequestContext,
	state: { connected?: boolean; failing?: boolean }
): Promise<void> {
	const response = await request.put(`${providerUrl()}wp-json/blockyard-testing/v1/memberships`, {
		data: state,
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
}

/** The donations paid at the provider's stand-in checkout. */
async function donations(request: APIRequestContext): Promise<{ amount: number; currency: string }[]> {
	const response = await request.get(`${providerUrl()}wp-json/wpcom/v2/memberships/donations`, {
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
	return ((await response.json()) as { donations: { amount: number; currency: string }[] }).donations;
}

// blockyard/donations (packages/payments), as an editor and as a visitor, in a site whose editor
// is connected (the block asks to connect first otherwise). The placeholders come
// first: once the site has donation products, the block uses them whatever the account.
test.describe('Donations', () => {
	test.describe('when the payment status cannot be read', () => {
		// The status's 502, on purpose.
		test.use({ expectedConsoleErrors: [HTTP_ERROR_RESPONSE] });

		test('says it could not load the data', async ({ editor, page }) => {
			await setMemberships(page.request, { connected: true, failing: true });
			try {
				await editor.open(undefined, CONNECTED_SITE);
				await editor.insertBlock('Donations Form');
				const canvas = editor.canvas();
				await expect(canvas.getByText(/^Could not load data from .+\.$/)).toBeVisible();
				await expect(canvas.getByText('Donations', { exact: true })).toBeVisible();
			} finally {
				await setMemberships(page.request, { failing: false });
			}
		});
	});

	test('asks to connect Stripe while the site has no payment account, and takes donations once connected', async ({
		editor,
		page,
	}) => {
		await setMemberships(page.request, { connected: false, failing: false });
		try {
			await editor.open(undefined, CONNECTED_SITE);
			await editor.insertBlock('Donations Form');
			const canvas = editor.canvas();
			// The paid blocks' banner above the selected block, once; the block says where it is.
			await expect(canvas.getByText('Connect to Stripe to use this block on your site')).toHaveCount(1);
			await expect(canvas.getByRole('button', { name: 'Connect' })).toBeVisible();
			await expect(canvas.getByText(/^Donations need the site’s Stripe account/)).toBeVisible();
			// Nothing for visitors: the saved block is empty.
			await expect.poll(() => editor.serializedPost()).toContain('"planId":-1');
			expect(await editor.serializedPost()).not.toContain('wp-block-blockyard-donations__panel');

			// Connect: the provider's stand-in connects the account and comes back to the editor,
			// which says so; the block then makes its products.
			await editor.save();
			await canvas.getByRole('button', { name: 'Connect' }).click();
			await expect(page.getByRole('heading', { name: 'Connect a payment account' })).toBeVisible();
			await page.getByRole('button', { name: 'Connect' }).click();
			await editor.waitUntilReady();
			await expect(
				page.getByTestId('snackbar').filter({
					hasText:
						'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
				})
			).toBeVisible();
			expect(new URL(page.url()).searchParams.has('stripe_connect_success')).toBe(false);
			await expect(editor.canvas().getByRole('tab', { name: 'One-Time' })).toBeVisible();
			await expect.poll(() => editor.serializedPost()).toMatch(/"planId":[1-9]\d*/);
		} finally {
			await setMemberships(page.request, { connected: true });
		}
	});

	test('edits the tabs, tiers and currency, saves, reloads valid, and a visitor donates through the checkout', async ({
		editor,
		page,
	}) => {
		await setMemberships(page.request, { connected: true, failing: false });
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Donations Form');
		const canvas = editor.canvas();
		const sidebar = page.getByRole('region', { name: 'Editor settings' });

		// One-time alone, until monthly donations are turned on.
		await expect(canvas.getByRole('tab')).toHaveText(['One-Time']);
		await sidebar.getByRole('checkbox', { name: 'Show monthly donations' }).check();
		await expect(canvas.getByRole('tab')).toHaveText(['One-Time', 'Monthly']);

		// A tier below the minimum shows the error in its field; left empty, it is the default again.
		const tier1 = canvas.getByRole('textbox', { name: 'Tier 1' });
		await tier1.fill('0.25');
		await expect(canvas.getByRole('alert')).toHaveText('Enter an amount of at least $0.50.');
		await expect(tier1).toHaveAttribute('aria-invalid', 'true');
		await tier1.fill('');
		await tier1.blur();
		await expect(tier1).toHaveValue('5.00');
		await expect(canvas.getByRole('alert')).toHaveCount(0);

		// The currency, from the toolbar: euros, written as the site's language (English) writes them.
		await canvas.getByRole('textbox', { name: 'Tier 2' }).click();
		await editor.showBlockToolbar();
		await page.getByRole('button', { name: 'Change currency' }).click();
		await page.getByRole('menuitem', { name: /^EUR/ }).click();
		await expect(tier1).toHaveValue('5.00');
		await canvas.getByRole('textbox', { name: 'Tier 2' }).fill('20');

		await expect.poll(() => editor.serializedPost()).toContain('€20.00');
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		const saved = await editor.storedContent();
		expect(saved).toContain('"currency":"EUR"');
		expect(saved).not.toContain('"planId":null');

		// The visitor: tabs, an amount, Donate, the checkout, Pay, and back with thanks.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const block = page.locator('.wp-block-blockyard-donations');
		await expect(block.getByRole('tab')).toHaveText(['One-Time', 'Monthly']);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-donations');
		const oneTime = block.getByRole('tabpanel');
		await oneTime.getByRole('button', { name: '€20.00' }).click();
		await expect(oneTime.getByRole('button', { name: '€20.00' })).toHaveAttribute('aria-pressed', 'true');
		const before = (await donations(page.request)).length;
		await oneTime.getByRole('button', { name: 'Donate' }).click();

		await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
		await expect(page.getByText('€20.00')).toBeVisible();
		await page.getByRole('button', { name: 'Pay' }).click();

		await expect(page.locator('.wp-block-blockyard-donations').getByRole('status')).toHaveText(
			'Thank you for your donation!'
		);
		expect(new URL(page.url()).searchParams.has('blockyard_donation')).toBe(false);
		const paid = await donations(page.request);
		expect(paid).toHaveLength(before + 1);
		expect(paid.at(-1)).toMatchObject({ amount: 20, currency: 'EUR' });
	});
});

test('two donations blocks on a site without products in their currency make one set of them', async ({
	editor,
	page,
}) => {
	await setMemberships(page.request, { connected: true, failing: false });
	const inNok = async () =>
		(
			(await (
				await page.request.get(
					`${providerUrl()}wp-json/wpcom/v2/memberships/status?source=gutenberg&type=donation`,
					{ headers: providerNonceHeader() }
				)
			).json()) as { products: { id: number; currency: string; interval: string }[] }
		).products.filter(({ currency }) => currency === 'NOK');
	// No other spec gives in kroner: the site has none yet.
	expect(await inNok()).toEqual([]);

	// A post with two donations blocks in NOK, opened: both blocks start at once.
	await editor.open(undefined, CONNECTED_SITE);
	const content = await page.evaluate(() => {
		const blocks = window.wp.blocks as unknown as {
			createBlock(name: string, attributes: object): unknown;
			serialize(blocks: unknown[]): string;
		};
		return blocks.serialize([
			blocks.createBlock('blockyard/donations', { currency: 'NOK' }),
			blocks.createBlock('blockyard/donations', { currency: 'NOK' }),
		]);
	});
	const created = await page.request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
		data: { title: 'Two forms', content, status: 'draft' },
		headers: providerNonceHeader(),
	});
	expect(created.ok()).toBe(true);
	await editor.open(((await created.json()) as { id: number }).id, CONNECTED_SITE);
	await expect(editor.canvas().getByRole('tablist', { name: 'Donation frequency' })).toHaveCount(2);

	// One set: one product per interval, whose ids both blocks took.
	const products = await inNok();
	expect(products.map(({ interval }) => interval).sort()).toEqual(['1 month', '1 year', 'one-time']);
	const oneTime = products.find(({ interval }) => interval === 'one-time')?.id;
	await expect
		.poll(async () => (await editor.serializedPost()).split(`"planId":${String(oneTime)}`).length - 1)
		.toBe(2);
});

test('a donations block saved with a plan the site does not have says its plan is invalid', async ({
	editor,
	page,
}) => {
	await setMemberships(page.request, { connected: true, failing: false });
	await editor.open(undefined, CONNECTED_SITE);
	// The block as saved with a plan id that none of the provider’s products has.
	const content = await page.evaluate(() => {
		const blocks = window.wp.blocks as unknown as {
			createBlock(name: string, attributes: object): { attributes: Record<string, object> };
			serialize(blocks: unknown[]): string;
		};
		const block = blocks.createBlock('blockyard/donations', { currency: 'USD' });
		block.attributes.oneTimeDonation = { ...block.attributes.oneTimeDonation, planId: 987_654 };
		return blocks.serialize([block]);
	});
	const created = await page.request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
		data: { title: 'A stale plan', content, status: 'draft' },
		headers: providerNonceHeader(),
	});
	expect(created.ok()).toBe(true);
	await editor.open(((await created.json()) as { id: number }).id, CONNECTED_SITE);
	await expect(
		editor.canvas().getByText('Invalid payment plan configured for this block.', { exact: true })
	).toBeVisible();
	await editor.canvas().getByRole('tab', { name: 'One-Time' }).click();
	await expect(
		page.getByRole('region', { name: 'Editor settings' }).getByRole('list', { name: 'Payment plans' })
	).toContainText('One-Time: Payment plan not found');
});
