import type { APIRequestContext, Page } from '@playwright/test';

import { disconnectSite } from '../support/connection';
import type { PlaygroundEditor } from '../support/playground-editor';
import { test, expect } from '../support/test';
import { providerNonceHeader, providerUrl } from '../support/urls';

// The paid blocks' banners and notices (packages/payments/src/paid-blocks). The playground plays a
// site that lacks the plan of the blocks `?requires-plan=` names, or, without it, the plan the
// provider's `jetpack/v4/site` says the site is on. Usage events are recorded for a
// connected user only, so the banner's test connects first; the local provider keeps the events.

interface RecordedEvent {
	readonly id: number;
	readonly name: string;
	readonly props: Record<string, unknown>;
}

/** The usage events recorded under `name` (what `usageEvents.list` reads), oldest first. */
async function recordedEvents(request: APIRequestContext, name: string): Promise<RecordedEvent[]> {
	const response = await request.get(
		`${providerUrl()}wp-json/wpcom/v2/tracks?name=${encodeURIComponent(name)}`
	);
	expect(response.ok()).toBe(true);
	return (await response.json()) as RecordedEvent[];
}

/** Puts the provider's site on a plan of the public plans list (Premium is where it starts). */
async function setSitePlan(request: APIRequestContext, slug: string): Promise<void> {
	const response = await request.put(`${providerUrl()}wp-json/blockyard-testing/v1/site-plan`, {
		data: { slug },
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
}

/** The editor's notice that the site is now on the Premium plan. */
const premiumNotice = (page: Page) =>
	page
		.getByTestId('snackbar')
		.filter({ hasText: 'Congratulations! Your site is now on the Premium plan.' });

/** The first payment button, selected, shows no upgrade banner. */
async function expectNoBannerWhenSelected(editor: PlaygroundEditor): Promise<void> {
	await editor.canvas().locator('.wp-block-blockyard-payment-button').first().click();
	await expect(editor.canvas().getByRole('region', { name: 'Premium Block' })).toHaveCount(0);
}

const IMPRESSION = 'jetpack_editor_block_upgrade_banner_impression';
const UPGRADE_CLICK = 'jetpack_editor_block_upgrade_click';

test.describe('paid blocks', () => {
	// Leave the shared provider as the other specs expect it: never registered.
	test.afterEach(async ({ request }) => {
		await disconnectSite(request);
	});

	test('a paid block in a site without its plan: the upgrade banner while it is selected, one impression, Upgrade to the checkout and back upgraded', async ({
		editor,
		page,
		request,
	}) => {
		const before = new Set((await recordedEvents(request, IMPRESSION)).map((event) => event.id));
		const newSince = async (name: string) =>
			(await recordedEvents(request, name)).filter((event) => !before.has(event.id));

		// Connected through the sidebar's Connect and the provider's authorize page.
		await disconnectSite(request);
		await editor.open();
		const sidebar = page.getByRole('region', { name: 'Editor settings' });
		await sidebar.getByRole('button', { name: 'Connect', exact: true }).click();
		await page.getByRole('button', { name: 'Approve' }).click();
		await editor.waitUntilReady();
		await expect(sidebar.getByText('Connected as blockyard-admin')).toBeVisible();

		await editor.open(editor.postId, { 'requires-plan': 'blockyard/payment-button' });
		await editor.insertBlock('Payment Button');
		const banner = editor.canvas().getByRole('region', { name: 'Premium Block' });
		await expect(banner).toBeVisible();
		await expect(banner).toContainText('Upgrade to Premium to use this premium block');

		// One impression for this display, with the block and the plan.
		await expect.poll(() => newSince(IMPRESSION)).toHaveLength(1);
		expect((await newSince(IMPRESSION))[0]?.props).toEqual({
			block: 'blockyard/payment-button',
			plan: 'value_bundle',
		});

		// Saved first, so the post comes back with its block; Upgrade goes to the plan's checkout
		// (the playground's stand-in comes straight back, upgraded).
		await editor.save();
		await banner.getByRole('button', { name: 'Upgrade' }).click();
		await editor.waitUntilReady();
		await expect(premiumNotice(page)).toBeVisible();
		await expect(page.getByRole('link', { name: 'View my plan' })).toBeVisible();
		expect(new URL(page.url()).searchParams.has('plan_upgraded')).toBe(false);
		expect(new URL(page.url()).searchParams.has('requires-plan')).toBe(false);
		expect(await newSince(UPGRADE_CLICK)).toEqual([
			expect.objectContaining({ props: { block: 'blockyard/payment-button', plan: 'value_bundle' } }),
		]);

		// Now on the plan: the block shows no banner when selected.
		await expectNoBannerWhenSelected(editor);
		expect(await newSince(IMPRESSION)).toHaveLength(1);
	});

	test('a site whose plan on the provider lacks the paid blocks’ plan: the upgrade banner, without ?requires-plan=', async ({
		editor,
		page,
		request,
	}) => {
		await setSitePlan(request, 'free_plan');
		try {
			await editor.open();
			await editor.insertBlock('Payment Button');
			const banner = editor.canvas().getByRole('region', { name: 'Premium Block' });
			await expect(banner).toBeVisible();
			await expect(banner).toContainText('Upgrade to Premium to use this premium block');

			// Upgrade goes to the plan's checkout (the provider's stand-in): Buy puts the provider's
			// site on the plan and comes back with the notice.
			await editor.save();
			await banner.getByRole('button', { name: 'Upgrade' }).click();
			await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
			await page.getByRole('button', { name: 'Buy' }).click();
			await editor.waitUntilReady();
			await expect(premiumNotice(page)).toBeVisible();

			// The provider's plan changed, and the editor read it again: no banner on the block.
			await expectNoBannerWhenSelected(editor);
		} finally {
			await setSitePlan(request, 'value_bundle');
		}

		// On the plan again: a new editor shows no banner.
		await editor.open();
		await editor.insertBlock('Payment Button');
		await expect(editor.canvas().locator('.wp-block-blockyard-payment-button')).toBeVisible();
		await expect(editor.canvas().getByRole('region', { name: 'Premium Block' })).toHaveCount(0);
	});

	test('the notices of the address flags, said once', async ({ editor, page }) => {
		const snackbar = (text: string) => page.getByTestId('snackbar').filter({ hasText: text });

		await editor.open(undefined, { plan_upgraded: '1' });
		await expect(snackbar('Congratulations! Your site is now on a paid plan.')).toBeVisible();
		await expect(page.getByRole('link', { name: 'View my plan' })).toHaveAttribute(
			'href',
			/^https:\/\/wordpress\.com\/plans\/my-plan\//
		);
		expect(new URL(page.url()).searchParams.has('plan_upgraded')).toBe(false);

		// The flag left the address: a reload says nothing again.
		await page.reload();
		await editor.waitUntilReady();
		await expect(page.getByTestId('snackbar')).toHaveCount(0);

		await editor.open(editor.postId, { stripe_connect_success: '1' });
		await expect(
			snackbar('Congrats! Your site is now connected to Stripe. You can now start accepting funds!')
		).toBeVisible();

		await editor.open(editor.postId, { stripe_connect_cancelled: '1' });
		await expect(snackbar('You cancelled connecting your site to Stripe.')).toBeVisible();
	});
});
