import type { Page } from '@playwright/test';

import { CONNECTED_SITE, replyToAiQueries, setAiRequestsCount } from '../support/ai';
import { expectNoSeriousAxeViolationsInEditor } from '../support/axe';
import { test, expect } from '../support/test';

// The site's saved AI prompts (packages/ai-assistant/src/prompt-library), against the local
// provider's prompt library: Ada, an author, saves a shared prompt in the AI block of one post;
// Grace, an editor, runs it on a paragraph of another post from the text block's menu.

const canvasButton = (page: Page, name: string) =>
	page.frameLocator('iframe[name="editor-canvas"]').getByRole('button', { name, exact: true });

test.describe('Saved AI prompts', () => {
	test.beforeEach(async ({ request }) => {
		await setAiRequestsCount(request, 0);
	});

	test('Ada saves a shared prompt in one post; Grace runs it on a paragraph of another, reviews and accepts it', async ({
		editor,
		page,
	}) => {
		// Each run's own name: the provider's library outlives a retried test.
		const name = `Warmer ${Date.now().toString(36)}`;
		const text = 'Rewrite this in a warmer tone, and keep it short.';

		// Ada, in the AI block of her post.
		await editor.open(undefined, { ...CONNECTED_SITE, user: 'ada' });
		await editor.insertBlock('AI Assistant');
		const prompt = editor.canvas().getByRole('textbox', { name: 'AI Assistant prompt' });
		await prompt.fill(text);
		await canvasButton(page, 'Saved prompts').click();
		await page.getByRole('menuitem', { name: 'Save this prompt…' }).click();

		const form = page.getByRole('dialog', { name: 'Save prompt' });
		await expect(form.getByRole('textbox', { name: 'Prompt' })).toHaveValue(text);
		await form.getByRole('button', { name: 'Save', exact: true }).click();
		// No name: said beside the field, nothing sent, what was typed kept.
		await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
		await expect(form.getByText('Give the prompt a name.')).toBeVisible();
		await form.getByRole('textbox', { name: 'Name' }).fill(name);
		await form.getByRole('checkbox', { name: 'Paragraphs' }).check();
		await form.getByRole('radio', { name: 'All the site’s authors' }).check();
		await expectNoSeriousAxeViolationsInEditor(page, {
			name: 'the form of a saved prompt',
			selector: '.components-modal__frame',
		});
		await form.getByRole('button', { name: 'Save', exact: true }).click();
		await expect(form).toBeHidden();

		// Grace, in another post: the prompt is in a paragraph's AI Assistant menu.
		let query = '';
		await replyToAiQueries(page, 'Hello friends, we would love to see you soon!');
		page.on('request', (request) => {
			if (request.url().includes('/wpcom/v2/jetpack-ai-query')) {
				query = request.postData() ?? '';
			}
		});
		await editor.open(undefined, { ...CONNECTED_SITE, user: 'grace' });
		await editor.insertBlock('Paragraph');
		await page.keyboard.type('Dear guests, we expect your attendance.');
		await editor.showBlockToolbar();
		await page
			.getByRole('toolbar', { name: 'Block tools' })
			.getByRole('button', { name: 'AI Assistant' })
			.click();
		await page.getByRole('menuitem', { name: 'Saved prompts' }).click();
		await page.getByRole('menuitem', { name }).click();

		const status = editor.canvas().locator('.blockyard-ai-review__status');
		await expect(status).toContainText('to review.');
		expect(query).toContain(text);
		expect(query).toContain('Dear guests, we expect your attendance.');
		await canvasButton(page, 'Accept all').click();
		await expect(
			editor.canvas().getByText('Hello friends, we would love to see you soon!')
		).toBeVisible();

		await editor.saveAndReload();
		const blocks = await editor.blocks();
		expect(blocks.map((block) => [block.name, block.isValid])).toEqual([['core/paragraph', true]]);
	});
});
