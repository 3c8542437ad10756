import { disconnectSite } from '../support/connection';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

test.describe('the connection', () => {
	test.beforeEach(async ({ request }) => {
		await disconnectSite(request);
	});

	// Leave the shared provider as the other specs expect it: never registered.
	test.afterEach(async ({ request }) => {
		await disconnectSite(request);
	});

	test('registers the site and connects the user through the authorize page', async ({ editor, page }) => {
		await editor.open();
		const sidebar = page.getByRole('region', { name: 'Editor settings' });
		const connected = sidebar.getByText('Connected as blockyard-admin');
		await expect(sidebar.getByText('Connect your account')).toBeVisible();
		await expect(connected).toHaveCount(0);

		await sidebar.getByRole('button', { name: 'Connect', exact: true }).click();
		// The local authorize page asks first: opening it connects nobody.
		await expect(page.getByRole('heading', { name: 'Connect your account' })).toBeVisible();
		expect(page.url().startsWith(`${playgroundUrl()}blockyard/authorize?`)).toBe(true);
		const authorized = page.waitForResponse(
			(response) =>
				response.url() === `${playgroundUrl()}blockyard/authorize` &&
				response.request().method() === 'POST'
		);
		await page.getByRole('button', { name: 'Approve' }).click();
		// Approving connects the user and sends the browser back to the post.
		const authorize = await authorized;
		expect(authorize.status()).toBe(303);
		expect(await authorize.headerValue('location')).toBe(`${playgroundUrl()}?post=${editor.postId}`);

		await editor.waitUntilReady();
		await expect(connected).toBeVisible();
		await expect(sidebar.getByText('Connect your account')).toHaveCount(0);
		expect(page.url()).toBe(`${playgroundUrl()}?post=${editor.postId}`);

		await editor.reload();
		await expect(connected).toBeVisible();
	});
});
