import { HTTP_ERROR_RESPONSE, test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader } from '../support/urls';

// blockyard/contact-form and its fields (packages/forms); the
// visitor's side runs on the playground's preview page against the local provider.

test.describe('Contact form', () => {
	// The provider answers an invalid submission with 400, as it should.
	test.use({ expectedConsoleErrors: [HTTP_ERROR_RESPONSE] });

	test('inserts with name, email, message and Submit; saves and reloads valid', async ({ editor }) => {
		await editor.open();
		await editor.insertBlock('Contact Form');
		const canvas = editor.canvas();
		await expect(canvas.getByText('Name', { exact: true })).toBeVisible();
		await expect(canvas.getByText('Email', { exact: true })).toBeVisible();
		await expect(canvas.getByText('Message', { exact: true })).toBeVisible();

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		const names = (await editor.blocks()).map((block) => block.name);
		expect(names).toEqual([
			'blockyard/contact-form',
			'blockyard/field-name',
			'blockyard/field-email',
			'blockyard/field-textarea',
			'blockyard/button',
		]);
		const stored = await editor.storedContent();
		expect(stored).toMatch(/"formId":"[a-z0-9]+"/);
		expect(stored).toContain('<input class="blockyard-field__input" type="email"');
	});

	test("a visitor's submission: errors keep what was typed; a valid one is stored and listed", async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Contact Form');
		await editor.save();

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const form = page.locator('form[data-blockyard-form]');
		await form.getByLabel('Email').fill('ann@example');
		await form.getByLabel('Message').fill('Hello from the e2e suite');
		await form.getByRole('button', { name: 'Submit' }).click();

		await expect(form.getByText('Name is required.')).toBeVisible();
		await expect(form.getByText('Enter a valid email address.')).toBeVisible();
		await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
		await expect(form.getByLabel('Name')).toBeFocused();
		await expect(form.getByLabel('Message')).toHaveValue('Hello from the e2e suite');
		await expect(form.getByLabel('Email')).toHaveValue('ann@example');

		await form.getByLabel('Name').fill('Ann');
		await form.getByLabel('Email').fill('ann@example.com');
		await form.getByRole('button', { name: 'Submit' }).click();
		await expect(form.getByRole('status')).toHaveText('Thank you! Your message has been sent.');
		await expect(form.getByText('Name is required.')).toHaveCount(0);

		await editor.open(editor.postId);
		await page.getByRole('button', { name: 'Form responses' }).click();
		const panel = page.locator('.blockyard-playground__responses');
		await expect(panel).toContainText('Ann');
		await expect(panel).toContainText('ann@example.com');
		await expect(panel).toContainText('Hello from the e2e suite');
	});

	test('the choice, checkbox and consent fields: options edited, saved valid, answered by a visitor', async ({
		editor,
		page,
	}) => {
		await editor.open();
		// A form with the choice fields, as Form AI or a pattern would create it.
		await page.evaluate(() => {
			const { blocks, data } = window.wp as unknown as {
				blocks: {
					createBlock(
						name: string,
						attributes?: Record<string, unknown>,
						inner?: unknown[]
					): unknown;
				};
				data: { dispatch(store: string): { insertBlocks(blocks: unknown): void } };
			};
			const field = (name: string, attributes: Record<string, unknown>) =>
				blocks.createBlock(name, attributes);
			data.dispatch('core/block-editor').insertBlocks(
				blocks.createBlock('blockyard/contact-form', {}, [
					field('blockyard/field-radio', { label: 'Size', required: true, options: ['S', 'M'] }),
					field('blockyard/field-checkbox-multiple', {
						label: 'Topics',
						options: ['Bees', 'Owls'],
					}),
					field('blockyard/field-select', { label: 'Country', options: ['France'] }),
					field('blockyard/field-checkbox', { label: 'Subscribe' }),
					field('blockyard/field-consent', {
						label: 'Consent',
						required: true,
						consentText: 'I agree to be contacted.',
					}),
					blocks.createBlock('blockyard/button', {
						element: 'button',
						saveInPostContent: true,
						text: 'Send',
					}),
				])
			);
		});

		// Give the select a second option in its settings.
		await editor.canvas().getByText('Country', { exact: true }).click();
		await page.getByRole('button', { name: 'Add option' }).click();
		await page.getByRole('textbox', { name: 'Option 2' }).fill('Italy');
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toContain('"options":["France","Italy"]');

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const form = page.locator('form[data-blockyard-form]');
		await form.getByRole('checkbox', { name: 'Owls' }).check();
		await form.getByRole('button', { name: 'Send' }).click();
		await expect(form.getByText('Choose an option for Size.')).toBeVisible();
		await expect(form.getByText('Consent is required.')).toBeVisible();
		await expect(form.getByRole('checkbox', { name: 'Owls' })).toBeChecked();

		await form.getByRole('radio', { name: 'M' }).check();
		await form.getByLabel('Country').selectOption('Italy');
		await form.getByRole('checkbox', { name: 'Subscribe' }).check();
		await form.getByRole('checkbox', { name: 'I agree to be contacted.' }).check();
		await form.getByRole('button', { name: 'Send' }).click();
		await expect(form.getByRole('status')).toHaveText('Thank you! Your message has been sent.');

		const responses = await page.request.get(
			`${playgroundUrl()}wp-json/blockyard/v1/forms/responses?post_id=${editor.postId}`,
			{ headers: providerNonceHeader() }
		);
		const [response] = (await responses.json()) as { fields: Record<string, unknown> }[];
		expect(Object.values(response?.fields ?? {})).toEqual(
			expect.arrayContaining(['M', ['Owls'], 'Italy', 'yes'])
		);
	});
});
