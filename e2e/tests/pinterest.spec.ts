import type { Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

const BLOCK = '.wp-block-blockyard-pinterest';
const PIN = 'https://www.pinterest.com/pin/99360735500167749/';
const PIN_FRAME = 'https://assets.pinterest.com/ext/embed.html?id=99360735500167749';
const BOARD = 'https://www.pinterest.com/maker/summer-recipes/';
const ERROR = 'Sorry, this content could not be embedded.';

/**
 * Pinterest is out of reach here: tiny stand-ins of our own for its pin page (so the frame
 * shows something) and its script (which draws each `data-pin-do` link as a board). The
 * block's addresses are the real ones.
 */
async function standInForPinterest(page: Page): Promise<string[]> {
	const requested: string[] = [];
	await page.route('https://assets.pinterest.com/**', async (route) => {
		const url = new URL(route.request().url());
		requested.push(url.href);
		if (url.pathname === '/js/pinit.js') {
			await route.fulfill({
				contentType: 'text/javascript',
				body: `document.querySelectorAll('a[data-pin-do]').forEach(function (link) {
	var drawn = document.createElement('p');
	drawn.textContent = 'Board drawn by Pinterest: ' + link.getAttribute('href');
	link.replaceWith(drawn);
});`,
			});
			return;
		}
		await route.fulfill({
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><title>Pin</title><h1>A pin</h1></html>',
		});
	});
	return requested;
}

// blockyard/pinterest (packages/embeds), as an editor and as a visitor.
test.describe('Pinterest', () => {
	test('embeds a pin from a country host in Pinterest’s frame, saves, reloads valid and shows visitors the pin', async ({
		editor,
		page,
	}) => {
		const requested = await standInForPinterest(page);
		await editor.open();
		await editor.insertBlock('Pinterest');
		const canvas = editor.canvas();
		const field = canvas.getByRole('textbox', { name: 'Pinterest URL' });

		// A page of Pinterest's that is no pin, board or profile: the error, and the text stays.
		await field.fill('https://www.pinterest.com/search/pins/?q=pasta');
		await canvas.getByRole('button', { name: 'Embed' }).click();
		await expect(canvas.getByRole('alert')).toContainText(ERROR);
		await expect(field).toHaveValue('https://www.pinterest.com/search/pins/?q=pasta');

		await field.fill('https://www.pinterest.co.uk/pin/99360735500167749/');
		await canvas.getByRole('button', { name: 'Embed' }).click();
		const frame = canvas.locator(`${BLOCK} iframe`);
		await expect(frame).toHaveAttribute('src', PIN_FRAME);
		await expect(frame).toHaveAttribute('title', 'Pinterest pin');
		await expect(canvas.frameLocator(`${BLOCK} iframe`).getByRole('heading')).toHaveText('A pin');
		await expect(canvas.getByTestId('embed-overlay')).toBeAttached();

		await canvas.locator(BLOCK).click();
		await editor.showBlockToolbar();
		await expect(
			page.getByRole('toolbar', { name: 'Block tools' }).getByRole('button', { name: 'Edit URL' })
		).toBeVisible();

		const saved = await editor.serializedPost();
		expect(saved).toContain(`<!-- wp:blockyard/pinterest {"url":"${PIN}"} -->`);
		expect(saved).toContain('loading="lazy"');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// The providers' real addresses, which this test answers, not the playground's stand-ins.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&stand-ins=off`);
		const visitorFrame = page.locator(`${BLOCK} iframe`);
		await expect(visitorFrame).toHaveAttribute('src', PIN_FRAME);
		await expect(visitorFrame).toHaveAttribute('sandbox', /allow-scripts/);
		await expect(page.frameLocator(`${BLOCK} iframe`).getByRole('heading')).toHaveText('A pin');
		await expectNoSeriousAxeViolations(page, BLOCK);
		// A pin needs no script of Pinterest's.
		expect(requested.filter((url) => url.endsWith('/pinit.js'))).toEqual([]);
	});

	test('follows a pin.it short link to a board, shows it as a card, and visitors get Pinterest’s board', async ({
		editor,
		page,
	}) => {
		const requested = await standInForPinterest(page);
		// The provider cannot reach pin.it here: it answers, for the short link, where Pinterest would send it.
		await page.route(
			(url) =>
				url.pathname.endsWith('/resolve-redirect/') &&
				url.searchParams.get('url') === 'https://pin.it/3xAmPlE',
			(route) => route.fulfill({ json: { status: 200, url: `${BOARD}?utm_source=share` } })
		);
		await editor.open();
		await editor.insertBlock('Pinterest');
		const canvas = editor.canvas();
		await canvas.getByRole('textbox', { name: 'Pinterest URL' }).fill('https://pin.it/3xAmPlE');
		await canvas.getByRole('button', { name: 'Embed' }).click();

		await expect(canvas.locator(BLOCK).getByText('Pinterest board')).toBeVisible();
		await expect(canvas.locator(BLOCK).getByRole('link')).toHaveAttribute('href', BOARD);
		await expect(canvas.locator(`${BLOCK} iframe`)).toHaveCount(0);
		// Pinterest's script never runs in the editor.
		expect(requested).toEqual([]);

		const saved = await editor.serializedPost();
		expect(saved).toContain(`<!-- wp:blockyard/pinterest {"url":"${BOARD}"} -->`);
		expect(saved).toContain(`<a data-pin-do="embedBoard" href="${BOARD}">`);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// The providers' real addresses, which this test answers, not the playground's stand-ins.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&stand-ins=off`);
		await expect(page.locator(BLOCK)).toContainText(`Board drawn by Pinterest: ${BOARD}`);
		expect(requested).toEqual(['https://assets.pinterest.com/js/pinit.js']);
		await expectNoSeriousAxeViolations(page, BLOCK);
	});

	test('Convert block to link replaces a block that cannot embed with a paragraph linking to the address', async ({
		editor,
	}) => {
		await editor.open();
		await editor.insertBlock('Pinterest');
		const canvas = editor.canvas();
		await canvas
			.getByRole('textbox', { name: 'Pinterest URL' })
			.fill('https://www.pinterest.com/ideas/pasta/');
		await canvas.getByRole('button', { name: 'Embed' }).click();
		await expect(canvas.getByRole('alert')).toContainText(ERROR);

		await canvas.getByRole('button', { name: 'Convert block to link' }).click();
		await expect(canvas.locator(BLOCK)).toHaveCount(0);
		await expect(
			canvas.getByRole('link', { name: 'https://www.pinterest.com/ideas/pasta/' })
		).toBeVisible();
		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:paragraph -->');
		expect(saved).toContain(
			'<a href="https://www.pinterest.com/ideas/pasta/">https://www.pinterest.com/ideas/pasta/</a>'
		);
	});
});
