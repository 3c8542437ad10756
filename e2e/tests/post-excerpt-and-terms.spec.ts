import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl, providerUrl } from '../support/urls';

// The playground's Post panel: the post's excerpt, tags and categories, saved with the post
// to the local provider (wp/v2/posts, wp/v2/tags, wp/v2/categories) and shown to visitors.

interface StoredPost {
	readonly excerpt: { readonly raw: string };
	readonly tags: readonly number[];
	readonly categories: readonly number[];
}

test.describe('Post excerpt and terms', () => {
	test('sets an excerpt, a new tag and a category; saves, reloads, keeps them; a visitor sees them', async ({
		editor,
		page,
	}) => {
		await editor.open();
		const excerpt = 'Tram 28 climbs through the old town, past custard tarts.';
		// A name no other test makes, so the tag is new to the site.
		const tagName = `Tram rides ${String(editor.postId)}`;
		const sidebar = page.getByRole('region', { name: 'Editor settings' });

		await sidebar.getByRole('textbox', { name: 'Excerpt' }).fill(excerpt);
		const tags = sidebar.getByRole('combobox', { name: 'Tags' });
		await tags.fill(tagName);
		const created = page.waitForResponse(
			(response) =>
				response.request().method() === 'POST' && /\/wp-json\/wp\/v2\/tags$/.test(response.url())
		);
		await tags.press('Enter');
		expect((await created).status()).toBe(201);
		await expect(sidebar.getByText(tagName, { exact: true })).toBeVisible();
		await sidebar.getByRole('checkbox', { name: 'Travel' }).check();
		await expect(editor.saveStatus()).toHaveText('Unsaved changes');

		await editor.saveAndReload();

		await expect(sidebar.getByRole('textbox', { name: 'Excerpt' })).toHaveValue(excerpt);
		await expect(sidebar.getByText(tagName, { exact: true })).toBeVisible();
		await expect(sidebar.getByRole('checkbox', { name: 'Travel' })).toBeChecked();
		// A new post has the site's default category, which stays.
		await expect(sidebar.getByRole('checkbox', { name: 'Uncategorized' })).toBeChecked();
		await expect(sidebar.getByRole('checkbox', { name: 'News' })).not.toBeChecked();
		await expect(editor.saveStatus()).toHaveText(editor.labels.saved);

		const response = await page.request.get(
			`${providerUrl()}wp-json/wp/v2/posts/${String(editor.postId)}?context=edit`
		);
		const stored = (await response.json()) as StoredPost;
		expect(stored.excerpt.raw).toBe(excerpt);
		expect(stored.tags).toHaveLength(1);
		expect(stored.categories).toContain(4);

		await page.goto(`${playgroundUrl()}preview.html?post=${String(editor.postId)}`);
		await expect(page.locator('.blockyard-preview__excerpt')).toHaveText(excerpt);
		await expect(page.locator('.blockyard-preview__categories')).toHaveText(
			'Categories: Travel, Uncategorized'
		);
		await expect(page.locator('.blockyard-preview__tags')).toHaveText(`Tags: ${tagName}`);
		await expectNoSeriousAxeViolations(page, '.blockyard-preview');
	});
});
