import type { Page } from '@playwright/test';

import { allowBlockTiers } from '../support/block-tiers';
import { test, expect } from '../support/test';

/** The page state's block tiers and editor kind, as the plugin printed them. */
const pageTiers = (page: Page) =>
	page.evaluate(() => {
		const state = (
			window as unknown as { blockyardPageState: { blockTiers: unknown; editorKind: unknown } }
		).blockyardPageState;
		return { blockTiers: state.blockTiers, editorKind: state.editorKind };
	});

// Which blocks the editor offers is the site's choice: production blocks always, the beta ones
// (Tock) once the site allows them, under Settings → Writing → Blockyard blocks (the
// `blockyard_block_tiers` option, in the REST API's settings too).
test('a beta block is offered once the site’s Writing settings allow beta blocks', async ({ wp, page }) => {
	await wp.openNewPost();
	expect(await pageTiers(page)).toEqual({ blockTiers: [], editorKind: 'post' });
	let offered = (await wp.insertableBlockyardBlocks()).map((block) => block.name);
	expect(offered).toContain('blockyard/opentable');
	expect(offered).not.toContain('blockyard/tock');

	await page.goto(`${wp.siteUrl}wp-admin/options-writing.php`);
	const beta = page.getByRole('checkbox', { name: 'Offer beta blocks in the editor' });
	await expect(beta).not.toBeChecked();
	await beta.check();
	await page.getByRole('button', { name: 'Save Changes' }).click();
	await expect(page.getByText('Settings saved.')).toBeVisible();
	await expect(page.getByRole('checkbox', { name: 'Offer beta blocks in the editor' })).toBeChecked();

	await wp.openNewPost();
	expect(await pageTiers(page)).toEqual({ blockTiers: ['beta'], editorKind: 'post' });
	offered = (await wp.insertableBlockyardBlocks()).map((block) => block.name);
	expect(offered).toContain('blockyard/tock');
	await wp.insertBlock('Tock', 'blockyard/tock');
	const name = page.getByRole('textbox', { name: 'Tock business name' });
	await name.fill('roadhouse');
	await name.press('Enter');
	await expect(name).toBeHidden();
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain('<!-- wp:blockyard/tock {"url":"roadhouse"} -->');
});

test('the REST API’s settings take the option, experimental taking in beta', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	await allowBlockTiers(browser, siteUrl, ['experimental']);
	await wp.openNewPost();
	expect(await pageTiers(page)).toEqual({ blockTiers: ['experimental'], editorKind: 'post' });
	expect((await wp.insertableBlockyardBlocks()).map((block) => block.name)).toContain('blockyard/tock');
});
