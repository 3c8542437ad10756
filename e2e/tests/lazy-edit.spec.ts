import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from '../../scripts/lib/paths.mjs';
import { test, expect } from '../support/test';

/**
 * The file the built playground serves for a source module loaded with `import()`, from Vite's
 * manifest of the build (`tools/playground/dist/.vite/manifest.json`), as `/assets/….js`.
 */
function chunkOf(source: string): string {
	const manifest = JSON.parse(
		readFileSync(join(root, 'tools/playground/dist/.vite/manifest.json'), 'utf8')
	) as Record<string, { file: string; isDynamicEntry?: boolean }>;
	const entry = manifest[`../../${source}`];
	if (!entry?.isDynamicEntry) {
		throw new Error(`${source} is not loaded with import() in the built playground.`);
	}
	return `/${entry.file}`;
}

const EDITS = {
	businessHours: 'packages/content/src/blocks/business-hours/edit/index.tsx',
	contactForm: 'packages/forms/src/blocks/contact-form/edit/index.tsx',
	fields: 'packages/forms/src/blocks/fields/edit/index.tsx',
	button: 'packages/ui/src/blocks/button/edit/index.tsx',
	aiAssistant: 'packages/ai-assistant/src/blocks/ai-assistant/edit/index.tsx',
	markdown: 'packages/content/src/blocks/markdown/edit/index.tsx',
} as const;

// Every block's edit loads the first time a block of its type shows (lazyBlockEdit of
// @blockyard/ui): the editor opens without any, inserting a block loads its own, and the
// block then works as it always has.
test.describe('the blocks’ edits, loaded on first use', () => {
	test('load when a block is inserted, not with the editor', async ({ editor, page }) => {
		const requested: string[] = [];
		page.on('request', (request) => requested.push(new URL(request.url()).pathname));

		await editor.open();
		const edits = Object.values(EDITS).map(chunkOf);
		expect(requested.filter((path) => edits.includes(path))).toEqual([]);

		await editor.insertBlock('Business Hours');
		await expect.poll(() => requested).toContain(chunkOf(EDITS.businessHours));
		// Only its own: a contact form's, a field's or the AI block's stay where they are.
		expect(requested.filter((path) => edits.includes(path))).toEqual([chunkOf(EDITS.businessHours)]);

		const saturday = editor.canvas().getByRole('group', { name: 'Saturday' });
		await saturday.getByRole('checkbox', { name: 'Open on Saturday' }).check();
		await saturday.getByLabel('Closing time, Saturday, interval 1').fill('14:00');
		expect(await editor.serializedPost()).toContain(
			'{"name":"Sat","hours":[{"opening":"09:00","closing":"14:00"}]}'
		);
	});

	test.describe('when the edit cannot be loaded', () => {
		// One pattern: Playwright reads a two-element array as a value and its options.
		test.use({
			expectedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/],
		});

		test('the block says so, and Retry loads it', async ({ editor, page }) => {
			const chunk = chunkOf(EDITS.businessHours);
			// Down for the first load and its automatic retry, back for Retry.
			let refused = 0;
			await page.route(`**${chunk}`, async (route) => {
				if (refused < 2) {
					refused += 1;
					await route.abort('internetdisconnected');
				} else {
					await route.continue();
				}
			});

			await editor.open();
			await editor.insertBlock('Business Hours');
			const block = editor.canvas().locator('[data-type="blockyard/business-hours"]');
			await expect(block).toContainText('could not be loaded');
			await expect(block).toContainText('Business Hours');
			// It names the chunk that failed, and why.
			await expect(block).toContainText(
				`The chunk ${chunk.split('/').pop()} could not be fetched from the server.`
			);
			expect(refused).toBe(2);
			// The block is there as it was inserted: selectable, its attributes untouched.
			expect(await editor.serializedPost()).toContain('<!-- wp:blockyard/business-hours');

			await block.getByRole('button', { name: 'Retry' }).click();
			await expect(block.getByRole('group', { name: 'Saturday' })).toBeVisible();
			await expect(block).not.toContainText('could not be loaded');
		});
	});
});
