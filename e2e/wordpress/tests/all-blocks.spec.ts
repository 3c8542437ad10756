import { test, expect } from '../support/test';

// Every registered Blockyard block, inserted through the inserter of real WordPress,
// saved, reloaded and found valid, against the React and @wordpress scripts WordPress ships.
// The suite's longest spec: its name sorts it among the first a worker takes, so that it does
// not run alone at the end while the other workers wait.
test('every Blockyard block inserts, saves and reloads valid', async ({ wp }) => {
	await wp.openNewPost();
	// The page state the plugin prints for the host and the connection store.
	const state = await wp.page.evaluate(
		() => (window as unknown as { blockyardPageState: unknown }).blockyardPageState
	);
	expect(state).toMatchObject({
		siteType: 'self-hosted',
		locale: 'en_US',
		isPrivate: false,
		// The run points the provider root at the local provider, which records usage events.
		tracks: true,
		connection: { connectionStatus: { isRegistered: false }, registrationNonce: expect.any(String) },
		// A self-hosted site may use every paid block: no plan is missing.
		requiredPlans: {},
		// Production blocks only, in a post's editor.
		blockTiers: [],
		editorKind: 'post',
	});
	// The plugin adds Blockyard's categories after WordPress's own: Forms, Earn (the ad block's), Grow.
	expect(
		(
			await wp.page.evaluate(() =>
				(
					window as unknown as {
						wp: { blocks: { getCategories(): { slug: string; title: string }[] } };
					}
				).wp.blocks.getCategories()
			)
		)
			.slice(-3)
			.map(({ slug, title }) => `${slug}: ${title}`)
	).toEqual(['forms: Forms', 'earn: Earn', 'grow: Grow']);
	// The site's id on the platform is left out unless a filter gives it.
	expect(state).not.toHaveProperty('siteId');
	const blocks = await wp.insertableBlockyardBlocks();
	expect(blocks.map((block) => block.name)).toContain('blockyard/business-hours');

	for (const block of blocks) {
		await wp.insertBlock(block.title, block.name);
	}
	const inserted = (await wp.blocks()).map((block) => block.name);
	expect(inserted).toEqual(expect.arrayContaining(blocks.map((block) => block.name)));

	await wp.save();
	const saved = await wp.serializedPost();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toBe(saved);

	// A block far from the viewport is its wrapper alone until it comes near: its edit is drawn
	// then. The canvas lays a drawn block out only near the viewport (the browser's
	// `content-visibility: auto`, on every Blockyard block), so scrolled away, it is skipped again.
	const lastBlock = wp.canvas().locator('.is-root-container > [data-type^="blockyard/"]').last();
	await expect(lastBlock).toHaveClass(/\bis-deferred\b/);
	await lastBlock.scrollIntoViewIfNeeded();
	const drawn = lastBlock.locator('> *').first();
	const laidOut = () =>
		drawn.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
	await expect.poll(laidOut).toBe(true);
	await wp.canvas().locator('.is-root-container > *').first().scrollIntoViewIfNeeded();
	await expect.poll(laidOut).toBe(false);
});
