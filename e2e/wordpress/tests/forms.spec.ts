import { test, expect } from '../support/test';
import { logInAs } from '../support/wordpress-editor';

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
	await page.evaluate(() => {
		const { blocks, data } = window.wp as unknown as {
			blocks: {
				createBlock(name: string, attributes?: Record<string, unknown>, inner?: unknown[]): unknown;
			};
			data: { dispatch(store: string): { insertBlocks(blocks: unknown): void } };
		};
		const kinds = [
			'name',
			'email',
			'text',
			'textarea',
			'checkbox',
			'date',
			'telephone',
			'url',
			'checkbox-multiple',
			'radio',
			'select',
			'consent',
		];
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
			blocks.createBlock('blockyard/contact-form', { formId: 'e2eform1' }, [...fields, submit])
		);
	});
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	const saved = await wp.serializedPost();
	expect(saved).toContain('required aria-required="true"');
	expect(saved).toContain('<select');
	expect(saved).toContain('autocomplete="email"');
});
