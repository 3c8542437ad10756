import type { Page } from '@playwright/test';

/**
 * The form id of the post's contact form, once its edit has filled it in with every field's name
 * (a form inserted a moment ago has neither yet).
 */
export async function contactFormId(page: Page): Promise<string> {
	const handle = await page.waitForFunction(() => {
		const form = window.wp.data
			.select('core/block-editor')
			.getBlocks()
			.find((block) => block.name === 'blockyard/contact-form');
		const named = form?.innerBlocks
			.filter((block) => block.name.startsWith('blockyard/field-'))
			.every((block) => typeof block.attributes.name === 'string' && block.attributes.name !== '');
		return named && typeof form?.attributes.formId === 'string' ? form.attributes.formId : false;
	});
	return (await handle.jsonValue()) as string;
}
