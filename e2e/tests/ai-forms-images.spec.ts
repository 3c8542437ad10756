import type { Page } from '@playwright/test';

import { CONNECTED_SITE, setAiFault, setAiRequestsCount } from '../support/ai';
import { test, expect } from '../support/test';

// Form AI on the contact form, and AI image generation in the AI Assistant block
// (packages/ai-assistant), against the local provider's offline engine.

const formPrompt = (page: Page) =>
	page
		.frameLocator('iframe[name="editor-canvas"]')
		.getByRole('textbox', { name: 'Describe the form to create' });

test.describe('Form AI', () => {
	test.beforeEach(async ({ request }) => {
		await setAiRequestsCount(request, 0);
	});

	test('drafts a form with exactly one submit button; saves and reloads valid', async ({
		editor,
		page,
	}) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Contact Form');
		const prompt = formPrompt(page);
		await expect(prompt).toHaveAttribute('placeholder', 'Ask AI Assistant to create your form…');
		await setAiFault(page, 'pace=60');
		// The new form's name, email and message are sent along: the draft keeps them and adds the phone.
		await prompt.fill('A contact form with name, email, phone number and a message');
		await prompt.press('Enter');
		await expect(prompt).toHaveAttribute('placeholder', 'Creating your form. Please wait a few moments.');

		await expect
			.poll(async () => (await editor.blocks()).map((block) => block.name))
			.toEqual([
				'blockyard/contact-form',
				'blockyard/field-name',
				'blockyard/field-email',
				'blockyard/field-textarea',
				'blockyard/field-telephone',
				'blockyard/button',
			]);
		await expect(prompt).toHaveValue('');
		await expect(prompt).toHaveAttribute('placeholder', 'Ask AI Assistant to create your form…');
		const stored = await editor.serializedPost();
		expect(stored.match(/<!-- wp:blockyard\/button/g)).toHaveLength(1);
		expect(stored).toMatch(/<!-- wp:blockyard\/button \{[^}]*"lock":\{"remove":true\}/);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
	});

	test('hides when the form is deselected, and mod+/ toggles it', async ({ editor, page }) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Contact Form');
		const prompt = formPrompt(page);
		await expect(prompt).toBeVisible();

		await prompt.press('ControlOrMeta+/');
		await expect(prompt).toHaveCount(0);
		await editor.canvas().getByText('Email', { exact: true }).click();
		await page.keyboard.press('ControlOrMeta+/');
		await expect(prompt).toBeVisible();

		// Selecting another block deselects the form: the bar goes.
		await editor.insertBlock('Paragraph');
		await expect(prompt).toHaveCount(0);
	});
});

test.describe('AI image generation', () => {
	test.beforeEach(async ({ request }) => {
		await setAiRequestsCount(request, 0);
	});

	test('generates images, opens one, and uses it as an image block with the prompt as alt text', async ({
		editor,
		page,
	}) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('AI Assistant');
		const canvas = editor.canvas();
		await canvas.getByRole('textbox', { name: 'AI Assistant prompt' }).fill('A red kite over the hills');
		await editor.showBlockToolbar();
		await page
			.getByRole('toolbar', { name: 'Block tools' })
			.getByRole('button', { name: 'Generate image' })
			.click();

		await expect(canvas.getByText('Please choose your image')).toBeVisible();
		await canvas.getByRole('button', { name: 'Open image 1 of 2' }).click();
		const dialog = page.getByRole('dialog', { name: 'A red kite over the hills' });
		await expect(dialog.getByRole('img', { name: 'A red kite over the hills' })).toBeVisible();
		const upload = page.waitForResponse(
			(response) =>
				response.url().includes('/wp-json/wp/v2/media') && response.request().method() === 'POST'
		);
		await dialog.getByRole('button', { name: 'Use this image' }).click();
		const uploaded = await upload;
		expect(uploaded.status()).toBe(201);
		// The provider names the media after the uploaded file, as WordPress does.
		expect(await uploaded.json()).toMatchObject({
			title: { raw: 'jetpack_ai_image' },
			mime_type: 'image/png',
		});

		await expect
			.poll(async () => (await editor.blocks()).map((block) => block.name))
			.toEqual(['core/image']);
		const image = canvas.getByRole('img', { name: 'A red kite over the hills' });
		await expect(image).toHaveAttribute('src', /\/wp-content\/uploads\/.+\.png$/);
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toContain('alt="A red kite over the hills"');
	});
});
