import type { Page } from '@playwright/test';

import { CONNECTED_SITE, setAiRequestsCount } from '../support/ai';
import { test, expect } from '../support/test';
import type { PlaygroundEditor } from '../support/playground-editor';

// The AI Assistant block's toolbar: "Write with AI…", tone, translate, and the AI Playground panel
// (behind its flag), against the local provider's offline engine.

const POST_TEXT =
	'Bees make honey in the hive. Bees pollinate flowers in the garden. Honey bees live in big hives.';

/** A post with one paragraph, then an AI block after it, selected, with its toolbar shown. */
async function postWithAiBlock(editor: PlaygroundEditor, page: Page, site: Record<string, string> = {}) {
	await editor.open(undefined, { ...CONNECTED_SITE, ...site });
	await editor.insertBlock('Paragraph');
	await page.keyboard.type(POST_TEXT);
	await editor.insertBlock('AI Assistant');
	await editor.showBlockToolbar();
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Block tools' });
const reply = (editor: PlaygroundEditor) => editor.canvas().locator('.blockyard-ai-assistant__content');

/** The body of the next AI query the page sends, as text. */
function nextAiQuery(page: Page): Promise<string> {
	return page
		.waitForRequest((request) => request.url().includes('/wpcom/v2/jetpack-ai-query'))
		.then((request) => request.postData() ?? '');
}

test.describe('AI Assistant toolbar', () => {
	test.beforeEach(async ({ request }) => {
		await setAiRequestsCount(request, 0);
	});

	test('generates a post title from the content, and Accept title sets it', async ({ editor, page }) => {
		await postWithAiBlock(editor, page);
		await toolbar(page).getByRole('button', { name: 'Write with AI…' }).click();
		const query = nextAiQuery(page);
		await page.getByRole('menuitem', { name: 'Generate a post title' }).click();
		expect(await query).toContain('Bees make honey in the hive.');

		await expect(reply(editor)).toContainText('A title from the most frequent words');
		await editor.canvas().getByRole('button', { name: 'Accept title', exact: true }).click();
		const title = page.getByRole('textbox', { name: 'Add title' });
		await expect(title).not.toHaveValue('E2E post');
		await expect(title).toHaveValue(/bees|honey/i);
		expect((await editor.blocks()).map((block) => block.name)).toEqual(['core/paragraph']);
	});

	test('corrects the preceding content from the "Write with AI…" menu', async ({ editor, page }) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Paragraph');
		await page.keyboard.type('The wether is nice todya.');
		await editor.insertBlock('AI Assistant');
		await editor.showBlockToolbar();
		await toolbar(page).getByRole('button', { name: 'Write with AI…' }).click();
		await page.getByRole('menuitem', { name: 'Correct spelling and grammar' }).click();
		await expect(reply(editor)).toContainText('The weather is nice today.');
	});

	test('types a starter prompt into the input for the user to finish', async ({ editor, page }) => {
		await postWithAiBlock(editor, page);
		await toolbar(page).getByRole('button', { name: 'Write with AI…' }).click();
		await page.getByRole('menuitem', { name: 'Post about…' }).click();
		const prompt = editor.canvas().getByRole('textbox', { name: 'AI Assistant prompt' });
		await expect(prompt).toHaveValue('Write a post about ');
		await expect(prompt).toBeFocused();
	});

	test('changes the tone and the language of the generated text', async ({ editor, page }) => {
		await postWithAiBlock(editor, page);
		const prompt = editor.canvas().getByRole('textbox', { name: 'AI Assistant prompt' });
		await prompt.fill('Write about bees');
		await prompt.press('Enter');
		await expect(reply(editor)).toContainText('You asked');
		await editor.showBlockToolbar();

		let query = nextAiQuery(page);
		await toolbar(page).getByRole('button', { name: 'Change tone' }).click();
		await page.getByRole('menuitemradio', { name: 'Humorous' }).click();
		const toneQuery = await query;
		expect(toneQuery).toMatch(/humorous/i);
		expect(toneQuery).toContain('Write about bees');
		await expect(editor.canvas().getByRole('button', { name: 'Accept', exact: true })).toBeVisible();

		await editor.showBlockToolbar();
		query = nextAiQuery(page);
		await toolbar(page).getByRole('button', { name: 'Translate' }).click();
		await page.getByRole('menuitemradio', { name: 'French' }).click();
		expect(await query).toMatch(/French/);
	});

	test('shows the AI Playground panel only behind its flag', async ({ editor, page }) => {
		await postWithAiBlock(editor, page);
		await expect(page.getByRole('button', { name: 'AI Playground' })).toHaveCount(0);

		await postWithAiBlock(editor, page, { features: 'ai-assistant-playground' });
		await expect(page.getByRole('button', { name: 'AI Playground' })).toBeVisible();
		await page.getByRole('checkbox', { name: 'Use Gutenberg syntax' }).check();
		await page.getByRole('button', { name: 'Custom system prompt' }).click();
		const dialog = page.getByRole('dialog', { name: 'Custom system prompt' });
		await dialog.getByRole('textbox', { name: 'System prompt' }).fill('Answer like a pirate.');
		await dialog.getByRole('button', { name: 'Close', exact: true }).click();

		const query = nextAiQuery(page);
		const prompt = editor.canvas().getByRole('textbox', { name: 'AI Assistant prompt' });
		await prompt.fill('Write about bees');
		await prompt.press('Enter');
		expect(await query).toContain('Answer like a pirate.');
		await expect(reply(editor)).toContainText('You asked');
		// Accept shows once the reply has finished streaming into the block: saving before that
		// leaves the rest of the reply unsaved.
		await expect(editor.canvas().getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toContain('"useGutenbergSyntax":true');
	});
});
