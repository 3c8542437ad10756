import type { Page } from '@playwright/test';

import { CONNECTED_SITE, setAiRequestsCount } from '../support/ai';
import { expectNoSeriousAxeViolationsInEditor } from '../support/axe';
import { insertableBlockyardBlocks, type InsertableBlock } from '../support/blocks';
import { disconnectSite } from '../support/connection';
import { HTTP_ERROR_RESPONSE, test, expect } from '../support/test';
import { providerNonceHeader, providerUrl } from '../support/urls';
import type { PlaygroundEditor } from '../support/playground-editor';

// axe over the editor's own interface, where the block-level scans (each block's spec) look at
// what visitors see: every Blockyard block a person can insert, in the canvas as inserted, its
// toolbar and its settings in the sidebar; then the modals and popovers of the media picker and
// the AI Assistant, and the connection's prompts. Serious and critical violations fail.

/** The groups the blocks are dealt into, each a test of its own, so the workers share them. */
const GROUPS = 4;

/** Every block tier: a site may allow them all, so every block is scanned. */
const ALL_TIERS = { tiers: 'beta,experimental' } as const;

/** The slice of `window.wp` this spec uses beyond e2e/support/wp-global.d.ts. */
interface WpForSelection {
	data: {
		select(store: 'core/block-editor'): {
			getSelectedBlockClientId(): string | null;
			getBlockName(clientId: string): string;
		};
	};
}

/** The selected block's client id and name. */
function selectedBlock(page: Page): Promise<{ clientId: string; name: string } | null> {
	return page.evaluate(() => {
		const editor = (window as unknown as { wp: WpForSelection }).wp.data.select('core/block-editor');
		const clientId = editor.getSelectedBlockClientId();
		return clientId ? { clientId, name: editor.getBlockName(clientId) } : null;
	});
}

/** Inserts `block` through the inserter and scans it in the canvas, its toolbar and its settings. */
async function scanBlock(editor: PlaygroundEditor, page: Page, block: InsertableBlock): Promise<void> {
	const label = `${block.title} (${block.name})`;
	await editor.insertBlock(block.title);
	await expect.poll(async () => (await selectedBlock(page))?.name, `${label} is inserted`).toBe(block.name);
	const { clientId } = (await selectedBlock(page))!;
	const selector = `#block-${clientId}`;
	// Its edit loads on first use: scan it once it has drawn.
	await expect(editor.canvas().locator(selector)).not.toHaveAttribute('aria-busy', 'true');

	await editor.showBlockToolbar();
	await expect(page.getByRole('toolbar', { name: 'Block tools' })).toBeVisible();
	await expectNoSeriousAxeViolationsInEditor(
		page,
		{ name: `${label}: the block in the canvas`, selector, inCanvas: true },
		{ name: `${label}: the block toolbar`, selector: '.block-editor-block-contextual-toolbar' },
		{ name: `${label}: the block settings`, selector: '.block-editor-block-inspector' }
	);
}

test.describe('the editor interface, scanned with axe', () => {
	for (let group = 0; group < GROUPS; group += 1) {
		test(`Blockyard blocks, group ${group + 1} of ${GROUPS}: in the canvas, their toolbar and their settings`, async ({
			editor,
			page,
		}) => {
			await editor.open(undefined, { ...CONNECTED_SITE, ...ALL_TIERS });
			const blocks = (await insertableBlockyardBlocks(page)).filter(
				(_, index) => index % GROUPS === group
			);
			expect(blocks.length).toBeGreaterThan(0);
			for (const block of blocks) {
				await test.step(block.title, () => scanBlock(editor, page, block));
			}
		});
	}
});

test.describe('the editor’s modals and popovers, scanned with axe', () => {
	test.describe('the external media picker', () => {
		// Google Photos answers 403 authorization_required until it is connected.
		test.use({ expectedConsoleErrors: [HTTP_ERROR_RESPONSE] });

		const googlePhotos = `wp-json/wpcom/v2/external-media/connection/google_photos`;
		const disconnectGooglePhotos = async (page: Page) => {
			const response = await page.request.delete(`${providerUrl()}${googlePhotos}`, {
				headers: providerNonceHeader(),
			});
			expect(response.ok()).toBe(true);
		};
		test.beforeEach(async ({ page }) => disconnectGooglePhotos(page));
		// Leave the worker's provider as the other specs expect it: Google Photos not connected.
		test.afterEach(async ({ page }) => disconnectGooglePhotos(page));

		test('its menu, and Select media with each source', async ({ editor, page }) => {
			await editor.open();
			await editor.insertBlock('Image');
			await editor.canvas().getByRole('button', { name: 'Select Image' }).click();
			await expect(page.getByRole('menuitem', { name: 'Pexels Free Photos' })).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'the media sources menu',
				selector: '.components-dropdown__content',
			});
			await page.getByRole('menuitem', { name: 'Pexels Free Photos' }).click();
			const dialog = page.getByRole('dialog', { name: 'Select media' });
			const items = dialog.getByRole('listbox').getByRole('option');
			await expect(items.first()).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'Select media: Pexels',
				selector: '.blockyard-external-media',
			});
			await items.first().click();
			await expect(dialog.getByRole('button', { name: 'Select', exact: true })).toBeEnabled();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'Select media: Pexels, a picture picked',
				selector: '.blockyard-external-media',
			});

			await dialog.getByRole('button', { name: 'Openverse' }).click();
			await expect(dialog.getByRole('button', { name: 'Openverse' })).toHaveAttribute(
				'aria-current',
				'page'
			);
			await expect(items.first()).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'Select media: Openverse',
				selector: '.blockyard-external-media',
			});

			await dialog.getByRole('button', { name: 'Google Photos' }).click();
			const connect = dialog.getByRole('button', { name: 'Connect to Google Photos' });
			await expect(connect).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'Select media: Google Photos, not connected',
				selector: '.blockyard-external-media',
			});
			const popupOpened = page.waitForEvent('popup');
			await connect.click();
			const popup = await popupOpened;
			await popup.getByRole('button', { name: 'Approve' }).click();
			await expect(items.first()).toBeVisible();
			await dialog.getByRole('button', { name: 'Add Filter' }).click();
			await expect(dialog.getByRole('combobox', { name: 'Filter 1' })).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'Select media: Google Photos, with a filter',
				selector: '.blockyard-external-media',
			});
			await dialog.getByRole('combobox', { name: 'View' }).selectOption('albums');
			await expect(items).toHaveCount(4);
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'Select media: Google Photos, the albums',
				selector: '.blockyard-external-media',
			});
		});
	});

	test.describe('the AI Assistant', () => {
		test.beforeEach(async ({ request }) => {
			await setAiRequestsCount(request, 0);
		});

		test('its block with a reply, its toolbar’s menus and the image picker', async ({ editor, page }) => {
			await editor.open(undefined, { ...CONNECTED_SITE, features: 'ai-assistant-playground' });
			await editor.insertBlock('AI Assistant');
			const canvas = editor.canvas();
			const prompt = canvas.getByRole('textbox', { name: 'AI Assistant prompt' });
			await prompt.fill('Write about bees');
			await prompt.press('Enter');
			await expect(canvas.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'the AI Assistant block with a reply',
				selector: '[data-type="blockyard/ai-assistant"]',
				inCanvas: true,
			});

			const toolbar = page.getByRole('toolbar', { name: 'Block tools' });
			for (const menu of ['Write with AI…', 'Improve', 'Change tone', 'Translate']) {
				await editor.showBlockToolbar();
				await toolbar.getByRole('button', { name: menu }).click();
				await expect(page.getByRole('menu')).toBeVisible();
				await expectNoSeriousAxeViolationsInEditor(page, {
					name: `the AI Assistant’s ${menu} menu`,
					selector: '.components-dropdown-menu__popover',
				});
				await page.keyboard.press('Escape');
				await expect(page.getByRole('menu')).toHaveCount(0);
			}

			await expect(page.getByRole('button', { name: 'AI Playground' })).toBeVisible();
			await page.getByRole('button', { name: 'Custom system prompt' }).click();
			const systemPrompt = page.getByRole('dialog', { name: 'Custom system prompt' });
			await expect(systemPrompt).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'the AI Playground’s Custom system prompt',
				selector: '.blockyard-ai-playground__modal',
			});
			await systemPrompt.getByRole('button', { name: 'Close', exact: true }).click();

			await editor.insertBlock('AI Assistant');
			await canvas
				.getByRole('textbox', { name: 'AI Assistant prompt' })
				.last()
				.fill('A red kite over the hills');
			await editor.showBlockToolbar();
			await toolbar.getByRole('button', { name: 'Generate image' }).click();
			await expect(canvas.getByText('Please choose your image')).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'the AI Assistant’s images to choose from',
				selector: '.is-selected[data-type="blockyard/ai-assistant"]',
				inCanvas: true,
			});
			await canvas.getByRole('button', { name: 'Open image 1 of 2' }).click();
			const image = page.getByRole('dialog', { name: 'A red kite over the hills' });
			await expect(image.getByRole('img')).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'the AI Assistant’s image',
				selector: '.components-modal__frame',
			});
		});

		test('its menu on a paragraph', async ({ editor, page }) => {
			await editor.open(undefined, CONNECTED_SITE);
			await editor.insertBlock('Paragraph');
			await page.keyboard.type('Bees make honey in the hive.');
			await editor.showBlockToolbar();
			await page
				.getByRole('toolbar', { name: 'Block tools' })
				.getByRole('button', { name: 'AI Assistant' })
				.click();
			const menu = page.getByRole('menu', { name: 'AI Assistant' });
			await expect(menu).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'the AI Assistant menu of a paragraph',
				selector: '.components-dropdown-menu__popover',
			});
			for (const submenu of ['Change tone', 'Translate']) {
				await menu.getByRole('menuitem', { name: submenu }).click();
				await expect(page.getByRole('menu', { name: submenu })).toBeVisible();
				await expectNoSeriousAxeViolationsInEditor(page, {
					name: `the AI Assistant menu of a paragraph, its ${submenu} menu`,
					selector: `.components-dropdown-menu__menu[aria-label="${submenu}"]`,
				});
				// Escape closes the submenu alone.
				await page.keyboard.press('Escape');
				await expect(page.getByRole('menu', { name: submenu })).toHaveCount(0);
				await expect(menu).toBeVisible();
			}
		});
	});

	test.describe('the connection', () => {
		test.beforeEach(async ({ request }) => {
			await disconnectSite(request);
		});

		test('its Connect prompts in the sidebar and in the blocks that need a connected user', async ({
			editor,
			page,
		}) => {
			await editor.open(undefined, ALL_TIERS);
			const sidebar = page.getByRole('region', { name: 'Editor settings' });
			await expect(sidebar.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
			await expectNoSeriousAxeViolationsInEditor(page, {
				name: 'the sidebar’s Connection panel',
				selector: '.blockyard-playground__sidebar',
			});
			for (const title of ['AI Assistant', 'Mailchimp', 'Latest Instagram Posts', 'Donations Form']) {
				await editor.insertBlock(title);
				const { clientId } = (await selectedBlock(page))!;
				const block = editor.canvas().locator(`#block-${clientId}`);
				await expect(block).not.toHaveAttribute('aria-busy', 'true');
				await expect(block.getByRole('button', { name: /connect/i }).first()).toBeVisible();
				await expectNoSeriousAxeViolationsInEditor(page, {
					name: `${title}, for a user who is not connected`,
					selector: `#block-${clientId}`,
					inCanvas: true,
				});
			}
		});
	});
});
