import type { Page } from '@playwright/test';

import { CONNECTED_SITE, replyToAiQueries, setAiRequestsCount } from '../support/ai';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { png } from '../support/png';
import { test, expect } from '../support/test';
import type { PlaygroundEditor } from '../support/playground-editor';

// The AI alt text panel of an image block's settings: against the local provider's offline
// engine, which cannot see images, and against a model that can (its feature route and reply
// given here).

const QUERY = '**/wpcom/v2/jetpack-ai-query*';

/** A post with an uploaded image, selected, and its AI alt text panel open. */
async function imageWithPanel(editor: PlaygroundEditor, page: Page) {
	await editor.open(undefined, CONNECTED_SITE);
	await editor.insertBlock('Paragraph');
	await page.keyboard.type('Our garden in spring.');
	await editor.insertBlock('Image');
	const block = editor.canvas().locator('[data-type="core/image"]');
	await block.locator('input[type="file"]').setInputFiles(png('square.png', [200, 30, 30]));
	await expect(block.locator('img')).toHaveAttribute('src', /\/wp-content\/uploads\/.+\.png$/);
	const sidebar = page.getByRole('region', { name: 'Editor settings' });
	// The block's settings, where extensions' panels go (a tab of their own when the image's
	// fields have a Content tab).
	const settingsTab = sidebar.getByRole('tab', { name: 'Settings' });
	if ((await settingsTab.count()) > 0) {
		await settingsTab.click();
	}
	await sidebar.getByRole('button', { name: 'AI alt text' }).click();
	return sidebar;
}

/** The image block's alt text, as the editor has it now. */
const altOf = (page: Page) =>
	page.evaluate(
		() =>
			window.wp.data
				.select('core/block-editor')
				.getBlocks()
				.find((block) => block.name === 'core/image')?.attributes.alt
	);

test.describe('AI alt text', () => {
	test.beforeEach(async ({ request }) => {
		await setAiRequestsCount(request, 0);
	});

	test('where the AI model cannot see images, the panel says so and sends nothing', async ({
		editor,
		page,
	}) => {
		const queries: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('jetpack-ai-query')) {
				queries.push(request.url());
			}
		});
		const sidebar = await imageWithPanel(editor, page);
		await expect(sidebar.getByText(/cannot see images, so it cannot suggest alt text/)).toBeVisible();
		await expect(sidebar.getByRole('button', { name: 'Suggest alt text' })).toHaveCount(0);
		expect(queries).toEqual([]);
	});

	test('with a model that sees images: suggests alt text, reviewed, applied as one undo step, saved', async ({
		editor,
		page,
	}) => {
		await page.route('**/wpcom/v2/ai-assistant-feature*', async (route) => {
			const response = await route.fetch();
			const feature = (await response.json()) as Record<string, unknown>;
			await route.fulfill({ response, json: { ...feature, 'accepts-images': true } });
		});
		await replyToAiQueries(page, 'A red square.', QUERY);
		const sidebar = await imageWithPanel(editor, page);

		const query = page.waitForRequest((request) => request.url().includes('jetpack-ai-query'));
		await sidebar.getByRole('button', { name: 'Suggest alt text' }).click();
		const sent = (await query).postData() ?? '';
		expect(sent).toMatch(/\/wp-content\/uploads\/[^"]+\.png/);
		expect(sent).toContain('Our garden in spring.');

		await expect(
			sidebar.getByRole('region', { name: 'The AI’s suggestion, with its changes marked' })
		).toContainText('A red square.');
		await expectNoSeriousAxeViolations(page, '.blockyard-ai-suggestions');
		await sidebar.getByRole('button', { name: 'Accept all' }).click();
		await expect.poll(() => altOf(page)).toBe('A red square.');
		await expect(sidebar.getByText('Alt text: A red square.')).toBeVisible();

		await page.getByRole('button', { name: 'Undo', exact: true }).click();
		await expect.poll(() => altOf(page)).toBe('');
		await page.getByRole('button', { name: 'Redo', exact: true }).click();
		await expect.poll(() => altOf(page)).toBe('A red square.');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toContain('alt="A red square."');
	});
});
