import type { APIRequestContext } from '@playwright/test';

import { CONNECTED_SITE } from '../support/ai';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { HTTP_ERROR_RESPONSE, test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

/** Connects or disconnects the provider's stand-in list, and makes it refuse signups or not. */
async function setMailchimp(
	request: APIRequestContext,
	state: { connected?: boolean; failing?: boolean }
): Promise<void> {
	const response = await request.put(`${providerUrl()}wp-json/blockyard-testing/v1/mailchimp`, {
		data: state,
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
}

/** The addresses on the provider's stand-in list. */
async function listed(request: APIRequestContext): Promise<{ email: string; interests: string[] }[]> {
	const response = await request.get(`${providerUrl()}wp-json/wpcom/v2/mailchimp/subscribers`, {
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
	return (await response.json()) as { email: string; interests: string[] }[];
}

// blockyard/mailchimp (packages/embeds), as an editor and as a visitor.
test.describe('Mailchimp', () => {
	// The refused signup's 502, on purpose.
	test.use({ expectedConsoleErrors: [HTTP_ERROR_RESPONSE] });

	test('sets up the connection, edits the form, saves, reloads valid, and a visitor signs up', async ({
		editor,
		page,
	}) => {
		await setMailchimp(page.request, { connected: false, failing: false });
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Mailchimp');
		const canvas = editor.canvas();
		const sidebar = page.getByRole('region', { name: 'Editor settings' });

		// Not set up: the provider's page in a new tab, then Re-check Connection.
		const setUp = canvas.getByRole('link', { name: 'Set up Mailchimp form' });
		await expect(setUp).toBeVisible();
		const tabOpened = page.waitForEvent('popup');
		await setUp.click();
		const tab = await tabOpened;
		await tab.getByRole('button', { name: 'Approve' }).click();
		await expect(tab.getByText('Mailchimp is connected to the local site.')).toBeVisible();
		await tab.close();
		await canvas.getByRole('button', { name: 'Re-check Connection' }).click();

		// The form: a disabled email field, the button child, the consent text.
		const email = canvas.getByRole('textbox', { name: 'Enter your email' });
		await expect(email).toBeDisabled();
		await expect(canvas.getByText('Join my Mailchimp audience')).toBeVisible();
		await expect(canvas.getByText(/By clicking submit, you agree/)).toBeVisible();

		// Editing a notification's label previews it for 3 seconds.
		await sidebar.getByRole('textbox', { name: 'Success text' }).fill('Thanks, you are on the list!');
		const preview = canvas.getByRole('status').filter({ hasText: 'Thanks, you are on the list!' });
		await expect(preview).toBeVisible();
		await expect(preview).toBeHidden({ timeout: 5000 });

		// A group and the signup field.
		await sidebar.getByRole('button', { name: 'Mailchimp Groups' }).click();
		await sidebar.getByRole('group', { name: 'Topics' }).getByRole('checkbox', { name: 'News' }).check();
		await sidebar.getByRole('button', { name: 'Signup Location Tracking' }).click();
		await sidebar.getByRole('textbox', { name: 'Signup Field Tag' }).fill('SOURCE');
		await sidebar.getByRole('textbox', { name: 'Signup Field Value' }).fill('e2e');

		const saved = await editor.serializedPost();
		expect(saved).toContain('data-interests="local-news"');
		expect(saved).toContain('<!-- wp:blockyard/button');
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// The visitor: a refused signup says the error label and keeps the address.
		const address = `visitor-${Date.now()}@example.com`;
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const block = page.locator('.wp-block-blockyard-mailchimp');
		const field = block.getByRole('textbox', { name: 'Enter your email' });
		const status = block.getByRole('status');
		await setMailchimp(page.request, { failing: true });
		await field.fill(address);
		await block.getByRole('button', { name: 'Join my Mailchimp audience' }).click();
		await expect(status).toHaveText(
			"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again."
		);
		await expect(field).toHaveValue(address);

		// Then it goes through: the success label, and the address on the list with its group.
		await setMailchimp(page.request, { failing: false });
		await block.getByRole('button', { name: 'Join my Mailchimp audience' }).click();
		await expect(status).toHaveText('Thanks, you are on the list!');
		await expect(field).toHaveValue('');
		const entry = (await listed(page.request)).find((subscriber) => subscriber.email === address);
		expect(entry).toMatchObject({ email: address, interests: ['local-news'] });
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-mailchimp');
	});

	test('a connected author disconnects the site’s account from the sidebar and is offered to set it up again', async ({
		editor,
		page,
	}) => {
		await setMailchimp(page.request, { connected: true, failing: false });
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Mailchimp');
		const canvas = editor.canvas();
		const sidebar = page.getByRole('region', { name: 'Editor settings' });
		await expect(canvas.getByRole('textbox', { name: 'Enter your email' })).toBeVisible();

		await sidebar.getByRole('button', { name: 'Mailchimp Connection' }).click();
		await sidebar.getByRole('button', { name: 'Disconnect Mailchimp' }).click();

		await expect(canvas.getByRole('link', { name: 'Set up Mailchimp form' })).toBeVisible();
		await expect(canvas.getByRole('textbox', { name: 'Enter your email' })).toHaveCount(0);
		const status = await page.request.get(`${providerUrl()}wp-json/wpcom/v2/mailchimp`);
		expect(((await status.json()) as { code: string }).code).toBe('not_connected');
	});
});
