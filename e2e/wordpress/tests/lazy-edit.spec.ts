import type { Request } from '@playwright/test';

import { test, expect } from '../support/test';

/** A chunk of the plugin's scripts: `build/<package>/chunks/<name>-<hash>.js`. */
const CHUNK = /\/plugins\/blockyard\/build\/([a-z-]+)\/chunks\/([\w-]+)\.js/;

// The blocks' edits load on first use, from the chunks the WordPress build puts beside the
// editor's one script (`build/editor/chunks/<package>-<module>-<hash>.js`): the editor opens without them, and inserting a block loads its edit
// (from the ES module chunk, against the wp.* globals WordPress provides), which then works.
test('a block’s edit loads when the block is inserted, not with the editor', async ({ wp, page }) => {
	const chunks: Request[] = [];
	page.on('request', (request) => {
		if (CHUNK.test(request.url())) {
			chunks.push(request);
		}
	});
	const chunkNames = () => chunks.map((request) => CHUNK.exec(request.url())?.slice(1, 3).join('/'));

	await wp.openNewPost();
	// Registered (the editor can read a post holding them), yet no block's edit has loaded.
	expect(
		await page.evaluate(() =>
			window.wp.blocks.getBlockTypes().some((type) => type.name === 'blockyard/business-hours')
		)
	).toBe(true);
	expect(chunkNames().filter((name) => name?.includes('-edit-'))).toEqual([]);

	await wp.insertBlock('Business Hours');
	await expect
		.poll(chunkNames)
		.toContainEqual(expect.stringMatching(/^editor\/content-business-hours-edit-/));
	const edit = chunks.find((request) => request.url().includes('/content-business-hours-edit-'));
	expect((await edit?.response())?.status()).toBe(200);
	// Only the inserted block's edit: not the contact form's, nor the AI block's.
	expect(chunkNames().filter((name) => name?.includes('-edit-'))).toEqual([
		expect.stringMatching(/^editor\/content-business-hours-edit-/),
	]);

	// The block works: its hours are edited in place and saved.
	const saturday = wp.canvas().getByRole('group', { name: 'Saturday' });
	await saturday.getByRole('checkbox', { name: 'Open on Saturday' }).check();
	await saturday.getByLabel('Closing time, Saturday, interval 1').fill('13:00');
	await wp.save();
	expect(await wp.serializedPost()).toContain(
		'{"name":"Sat","hours":[{"opening":"09:00","closing":"13:00"}]}'
	);
	await wp.expectAllBlocksValid();
});
