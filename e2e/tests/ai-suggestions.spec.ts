import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { CONNECTED_SITE, setAiRequestsCount } from '../support/ai';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import type { PlaygroundEditor } from '../support/playground-editor';
import { providerUrl } from '../support/urls';

// The AI suggestions panel of the post's sidebar: an excerpt, tags and categories suggested from
// the post's text by the local provider's offline engine, reviewed, applied, saved.

const POST_TEXT =
	'Bees make honey in the hive. Bees pollinate flowers in the garden. Honey bees travel far from the hive.';

/** A post of one paragraph, with the AI suggestions panel opened. */
async function postWithSuggestions(editor: PlaygroundEditor, page: Page): Promise<Locator> {
	await editor.open(undefined, CONNECTED_SITE);
	await editor.insertBlock('Paragraph');
	await page.keyboard.type(POST_TEXT);
	const sidebar = page.getByRole('region', { name: 'Editor settings' });
	await sidebar.getByRole('button', { name: 'AI suggestions' }).click();
	return sidebar;
}

/** The names of the site's tags, as the local provider lists them. */
async function siteTagNames(request: APIRequestContext): Promise<string[]> {
	const response = await request.get(`${providerUrl()}wp-json/wp/v2/tags?per_page=100`);
	expect(response.ok()).toBe(true);
	return ((await response.json()) as { name: string }[]).map((tag) => tag.name);
}

test.describe('AI suggestions for the post', () => {
	test.beforeEach(async ({ request }) => {
		await setAiRequestsCount(request, 0);
	});

	test('suggests an excerpt, reviewed as a diff; Accept all sets the excerpt, saved with the post', async ({
		editor,
		page,
	}) => {
		const sidebar = await postWithSuggestions(editor, page);
		await sidebar.getByRole('button', { name: 'Suggest an excerpt' }).click();
		const suggestion = sidebar.getByRole('region', {
			name: 'The AI’s suggestion, with its changes marked',
		});
		await expect(suggestion).toContainText('Bees make honey in the hive.');
		await expectNoSeriousAxeViolations(page, '.blockyard-ai-suggestions');

		await sidebar.getByRole('button', { name: 'Accept all' }).click();
		const excerpt = sidebar.getByRole('textbox', { name: 'Excerpt' });
		await expect(excerpt).toHaveValue(/^Bees make honey in the hive\./);
		const applied = await excerpt.inputValue();

		// One undo step takes the excerpt back.
		await page.getByRole('button', { name: 'Undo', exact: true }).click();
		await expect(excerpt).toHaveValue('');
		await page.getByRole('button', { name: 'Redo', exact: true }).click();
		await expect(excerpt).toHaveValue(applied);

		await editor.saveAndReload();
		await expect(sidebar.getByRole('textbox', { name: 'Excerpt' })).toHaveValue(applied);
	});

	test('suggests tags and categories; the checked ones are added, a new tag made', async ({
		editor,
		page,
		request,
	}) => {
		const sidebar = await postWithSuggestions(editor, page);
		const tagsBefore = await siteTagNames(request);
		await sidebar.getByRole('button', { name: 'Suggest tags and categories' }).click();
		const choices = sidebar.getByRole('group', { name: 'Tags' });
		await expect(choices.getByRole('checkbox').first()).toBeChecked();
		const offered = await choices.getByRole('checkbox').all();
		expect(offered.length).toBeGreaterThan(1);
		const names = await Promise.all(
			offered.map((box) =>
				box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')
			)
		);
		// The author leaves the last one out.
		await offered.at(-1)?.uncheck();

		await sidebar.getByRole('button', { name: 'Add the checked ones' }).click();
		await expect(sidebar.getByRole('button', { name: 'Suggest tags and categories' })).toBeVisible();
		// The tag field names them, new tags too.
		const expectTags = async () => {
			await expect(sidebar.getByRole('button', { name: 'Remove tag' })).toHaveCount(offered.length - 1);
			const field = sidebar.locator('.components-form-token-field__input-container');
			for (const name of names.slice(0, -1)) {
				await expect(field).toContainText(name);
			}
			await expect(field).not.toContainText(names.at(-1) ?? '');
		};
		await expectTags();

		await editor.saveAndReload();
		await expectTags();
		// The site has a tag of each checked name it did not have before (one at least), and no
		// other new one.
		const isNew = (name: string) => !tagsBefore.includes(name);
		expect(names.slice(0, -1).some(isNew)).toBe(true);
		expect((await siteTagNames(request)).filter(isNew).sort()).toEqual(
			names.slice(0, -1).filter(isNew).sort()
		);
	});
});
