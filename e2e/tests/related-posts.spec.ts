import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

// blockyard/related-posts (packages/content): real neighbours from the local provider in the
// editor, its settings, and the visitor's view rendered by the preview from the provider's answer.
test.describe('Related Posts', () => {
	test('shows the most similar posts, follows its settings, saves valid and renders for visitors', async ({
		editor,
		page,
	}) => {
		// A word no other test's post has, so this run's posts are the only ones sharing it.
		const marker = `crumbs${Date.now().toString(36)}`;
		const createPost = async (title: string, text: string, status: 'draft' | 'publish') => {
			const response = await page.request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
				data: {
					title,
					content: `<!-- wp:paragraph --><p>${text} ${marker}</p><!-- /wp:paragraph -->`,
					status,
				},
				headers: providerNonceHeader(),
			});
			expect(response.ok()).toBe(true);
			return ((await response.json()) as { id: number }).id;
		};
		const closest = await createPost(
			'Sourdough starter feeding',
			'Feed the sourdough starter with rye flour.',
			'publish'
		);
		await createPost('Rye sourdough loaf', 'A rye loaf from a sourdough starter.', 'publish');
		await createPost('Flour for bread', 'Which flour suits bread.', 'publish');
		await createPost('Unpublished sourdough starter rye', 'A draft: never listed.', 'draft');
		const current = await createPost(
			'Baking sourdough bread',
			'Feed the starter, mix rye flour, bake the sourdough bread.',
			'draft'
		);

		await editor.open(current);
		await editor.insertBlock('Related Posts');
		const canvas = editor.canvas();
		const block = canvas.locator('.wp-block-blockyard-related-posts');
		const titles = block.locator('.wp-block-blockyard-related-posts__title');

		// The default: three posts in a grid, each with its date in the site's language (en_US).
		await expect(titles).toHaveText([
			'Sourdough starter feeding',
			'Rye sourdough loaf',
			'Flour for bread',
		]);
		await expect(block).toHaveClass(/\bis-grid\b/);
		await expect(block.locator('time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

		// The toolbar's List view, then the sidebar's settings.
		await editor.showBlockToolbar();
		await page
			.getByRole('toolbar', { name: 'Block tools' })
			.getByRole('button', { name: 'List view' })
			.click();
		await expect(block).toHaveClass(/\bis-list\b/);
		const sidebar = page.getByRole('region', { name: 'Editor settings' });
		await sidebar.getByRole('spinbutton', { name: 'Number of posts' }).fill('2');
		await sidebar.getByRole('checkbox', { name: 'Display author' }).check();
		await sidebar.getByRole('checkbox', { name: 'Display headline' }).check();
		await sidebar.getByRole('textbox', { name: 'Headline' }).fill('Keep baking');
		await expect(titles).toHaveText(['Sourdough starter feeding', 'Rye sourdough loaf']);
		await expect(block.locator('h2')).toHaveText('Keep baking');
		await expect(block.getByText('By admin').first()).toBeVisible();

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/related-posts {');
		expect(saved).toContain('"postLayout":"list"');
		expect(saved).toContain('"postsToShow":2');
		expect(saved).toContain('"headline":"Keep baking"');
		expect(saved).toMatch(/\/-->$/);
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);
		await expect(titles).toHaveText(['Sourdough starter feeding', 'Rye sourdough loaf']);

		// The visitor's view: rendered by the preview from the provider's answer, not saved markup.
		await page.goto(`${playgroundUrl()}preview.html?post=${current}`);
		const visitor = page.locator('.wp-block-blockyard-related-posts');
		await expect(visitor).toHaveClass(/\bis-list\b/);
		await expect(visitor.getByRole('heading', { level: 2 })).toHaveText('Keep baking');
		const links = visitor.getByRole('heading', { level: 3 }).getByRole('link');
		await expect(links).toHaveText(['Sourdough starter feeding', 'Rye sourdough loaf']);
		await expect(links.first()).toHaveAttribute('href', new RegExp(`\\?p=${closest}$`));
		await expect(visitor.getByText('By admin')).toHaveCount(2);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-related-posts');
	});

	test('says so when no published post shares a word with the post', async ({ editor }) => {
		await editor.open(await editor.createPost(`Qwxzyv ${Date.now().toString(36)}`));
		await editor.insertBlock('Related Posts');
		await expect(
			editor
				.canvas()
				.getByText("Preview unavailable: you haven't published enough posts with similar content.")
				.first()
		).toBeVisible();
	});
});
