import formsContract from '@blockyard/api-client/forms-contract.json' with { type: 'json' };

import { contactFormId } from '../support/contact-form';
import { test, expect } from '../support/test';
import { logInAs } from '../support/wordpress-editor';

/** The field kinds of the forms contract (packages/api-client/src/forms-contract/contract.json). */
const FIELD_KINDS = Object.keys(formsContract.fieldKinds);

// An author has no unfiltered_html: kses filters what they save. The contact form's controls,
// ids, required marks and error slots must survive it, or the form is invalid on reload
// (packages/wordpress-plugin/plugin/includes/kses.php, docs/decisions/0009-contact-forms.md).
test('a contact form with every field, saved by an author, stays valid after reload', async ({
	wp,
	page,
	siteUrl,
}) => {
	await logInAs(page, siteUrl, 'author', 'password');
	await wp.openNewPost();
	await page.evaluate((kinds) => {
		const { blocks, data } = window.wp as unknown as {
			blocks: {
				createBlock(name: string, attributes?: Record<string, unknown>, inner?: unknown[]): unknown;
			};
			data: { dispatch(store: string): { insertBlocks(blocks: unknown): void } };
		};
		const fields = kinds.map((kind) =>
			blocks.createBlock(`blockyard/field-${kind}`, {
				name: `${kind}-e2e1`,
				label: `Field ${kind}`,
				required: true,
				...(['checkbox-multiple', 'radio', 'select'].includes(kind)
					? { options: ['One', 'Two'] }
					: {}),
			})
		);
		const submit = blocks.createBlock('blockyard/button', {
			element: 'button',
			saveInPostContent: true,
			text: 'Submit',
		});
		data.dispatch('core/block-editor').insertBlocks(
			blocks.createBlock(
				'blockyard/contact-form',
				{ formId: 'e2eform1', confirmationMessage: 'Thanks, we will reply.', align: 'wide' },
				[...fields, submit]
			)
		);
	}, FIELD_KINDS);
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	const saved = await wp.serializedPost();
	expect(saved).toContain('required aria-required="true"');
	expect(saved).toContain('<select');
	expect(saved).toContain('autocomplete="email"');
	expect(saved).toContain('data-confirmation-message="Thanks, we will reply."');
});

// The visitor's side inside WordPress: the plugin enqueues the forms' front-end script on a
// page with a form and serves POST blockyard/v1/forms/{formId}/responses, validating
// against the saved form like the local provider (packages/wordpress-plugin/plugin/includes/forms.php).
test('a visitor sends a contact form on a published page: an error beside the field, then the thanks', async ({
	wp,
	page,
	siteUrl,
}) => {
	await wp.openNewPost();
	await wp.insertBlock('Contact Form');
	// The edit components fill in the form's ID and each field's name.
	const formId = await contactFormId(page);
	await wp.publish();

	await page.goto(`${siteUrl}?p=${await wp.postId()}`);
	await expect(page.locator('script[src*="/plugins/blockyard/build/forms/view.js"]')).toHaveCount(1);
	const form = page.locator(`form[data-blockyard-form="${formId}"]`);
	const name = form.getByRole('textbox', { name: /^Name/ });
	const email = form.getByRole('textbox', { name: /^Email/ });
	await email.fill('ada@example.com');
	await form.getByRole('textbox', { name: /^Message/ }).fill('Hello from the e2e run.');
	await form.getByRole('button', { name: 'Submit' }).click();
	await expect(form.getByText('Name is required.')).toBeVisible();
	await expect(name).toHaveAttribute('aria-invalid', 'true');
	await expect(email).toHaveValue('ada@example.com');

	await name.fill('Ada');
	await form.getByRole('button', { name: 'Submit' }).click();
	await expect(form.getByText('Thank you! Your message has been sent.')).toBeVisible();

	// Stored: the admin-only list, with a REST nonce from admin-ajax.php (this page has none).
	const nonce = await (
		await page.request.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`)
	).text();
	const listed = await page.request.get(
		`${siteUrl}wp-json/blockyard/v1/forms/responses?form_id=${formId}`,
		{
			headers: { 'X-WP-Nonce': nonce },
		}
	);
	expect(listed.status()).toBe(200);
	const responses = (await listed.json()) as { form_id: string; fields: Record<string, string> }[];
	expect(responses).toHaveLength(1);
	expect(responses[0]?.form_id).toBe(formId);
	expect(Object.values(responses[0]?.fields ?? {})).toEqual([
		'Ada',
		'ada@example.com',
		'Hello from the e2e run.',
	]);
});
