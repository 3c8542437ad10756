import type { Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from '../../scripts/lib/paths.mjs';
import { packageEntryFile, packageFiles } from '../support/playground-build';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// The playground's `?packages=`: the core blocks alone, a subset of Blockyard's packages,
// and an address it cannot use. Each package's code loads only when it is asked for.

/** The built files (`assets/…`) the page requests, from now on. */
function requestedFiles(page: Page): Set<string> {
	const files = new Set<string>();
	page.on('request', (request) => {
		const { pathname } = new URL(request.url());
		if (pathname.startsWith('/assets/')) {
			files.add(pathname.slice(1));
		}
	});
	return files;
}

/** The names of the registered Blockyard block types. */
const blockyardBlockNames = (page: Page) =>
	page.evaluate(() =>
		(window.wp?.blocks?.getBlockTypes() ?? [])
			.map(({ name }: { name: string }) => name)
			.filter((name: string) => name.startsWith('blockyard/'))
			.sort()
	);

/** The names in the block.json files of @blockyard/content's blocks, sorted: what loading it alone registers. */
const contentBlockNames = (): string[] => {
	const blocks = join(root, 'packages/content/src/blocks');
	return readdirSync(blocks)
		.filter((folder) => existsSync(join(blocks, folder, 'block.json')))
		.map(
			(folder) =>
				(JSON.parse(readFileSync(join(blocks, folder, 'block.json'), 'utf8')) as { name: string })
					.name
		)
		.sort();
};

/** Whether the inserter offers a block with this title, as a person searching for it sees. */
async function inserterOffers(page: Page, title: string): Promise<boolean> {
	const toggle = page.getByRole('button', { name: 'Toggle block inserter' });
	if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
		await toggle.click();
	}
	const library = page.getByRole('region', { name: 'Block Library' });
	const search = library.getByRole('searchbox', { name: 'Search' });
	// Start from the whole library (its categories), so that no earlier search's answer is taken
	// for this one's.
	const categories = library.locator('.block-editor-inserter__block-list');
	await search.fill('');
	await expect(categories.first()).toBeVisible();
	await search.fill(title);
	// The search's answer replaces the categories a moment after typing (debounced): until then
	// the categories may list the block whatever the search finds.
	await expect(categories).toHaveCount(0);
	const option = library.getByRole('option', { name: title, exact: true });
	const nothing = library.getByText('No results found.');
	// Either the block shows up, or the inserter says it found nothing.
	await expect(option.or(nothing)).toBeVisible();
	return !(await nothing.isVisible());
}

test.describe('?packages=', () => {
	test('none: the core blocks alone, and none of Blockyard’s package code is loaded', async ({
		editor,
		page,
	}) => {
		const requested = requestedFiles(page);
		await editor.open(undefined, { packages: 'none' });

		expect(await blockyardBlockNames(page)).toEqual([]);
		expect(await inserterOffers(page, 'Paragraph')).toBe(true);
		for (const title of ['Business Hours', 'Contact Form', 'AI Assistant']) {
			expect(await inserterOffers(page, title), title).toBe(false);
		}

		const packages = packageFiles();
		expect([...packages.keys()].sort()).toEqual([
			'ai-assistant',
			'content',
			'embeds',
			'forms',
			'media',
			'payments',
			'ui',
		]);
		const loaded = [...packages.values()].flatMap((files) =>
			[...files].filter((file) => requested.has(file))
		);
		expect(loaded).toEqual([]);
		expect(requested.size).toBeGreaterThan(0);
	});

	test('content,forms: only those packages’ blocks are offered, and only their code is loaded', async ({
		editor,
		page,
	}) => {
		const requested = requestedFiles(page);
		await editor.open(undefined, { packages: 'content,forms' });

		expect(await inserterOffers(page, 'Business Hours')).toBe(true);
		expect(await inserterOffers(page, 'Contact Form')).toBe(true);
		expect(await inserterOffers(page, 'AI Assistant')).toBe(false);
		// Forms registers @blockyard/ui's button, its submit button.
		expect(await blockyardBlockNames(page)).toEqual(
			expect.arrayContaining(['blockyard/business-hours', 'blockyard/button', 'blockyard/contact-form'])
		);
		expect((await blockyardBlockNames(page)).filter((name) => name.startsWith('blockyard/ai'))).toEqual(
			[]
		);

		const packages = packageFiles();
		const wanted = new Set([...(packages.get('content') ?? []), ...(packages.get('forms') ?? [])]);
		expect([...wanted].filter((file) => !requested.has(file))).toEqual([]);
		const aiOnly = [...(packages.get('ai-assistant') ?? [])].filter((file) => !wanted.has(file));
		expect(aiOnly.length).toBeGreaterThan(0);
		expect(aiOnly.filter((file) => requested.has(file))).toEqual([]);
	});

	test('an unknown package: a message saying which, and what there is', async ({ page }) => {
		await page.goto(`${playgroundUrl()}?packages=content,maps`);
		const alert = page.getByRole('alert');
		await expect(alert.getByRole('heading')).toHaveText('The playground cannot start with this address.');
		await expect(alert).toContainText('(maps)');
		await expect(alert).toContainText('ai-assistant, content, embeds, forms, media, payments, ui');
	});
});

test.describe('a package whose code does not load', () => {
	// The aborted request and the failed import, as the browser logs them (one pattern: Playwright
	// would read a second element of the list as the option's settings).
	test.use({
		expectedConsoleErrors: [/net::ERR_FAILED|Failed to load resource|dynamically imported module/],
	});

	test('says so, with a Retry that loads the editor once the code is there', async ({ editor, page }) => {
		const chunk = packageEntryFile('content');
		let failing = true;
		await page.route(`**/${chunk}`, (route) => (failing ? route.abort('failed') : route.continue()));
		const postId = await editor.createPost();
		await page.goto(`${playgroundUrl()}?post=${postId}&packages=content`);
		const alert = page.getByRole('alert');
		await expect(alert.getByRole('heading')).toHaveText('The playground could not load its blocks.');
		await expect(alert).toContainText('Loading Blockyard’s packages failed:');

		failing = false;
		await alert.getByRole('button', { name: 'Retry' }).click();
		await editor.waitUntilReady();
		expect(await blockyardBlockNames(page)).toEqual(contentBlockNames());
	});
});
