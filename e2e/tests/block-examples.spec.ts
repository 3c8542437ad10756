import type { Page } from '@playwright/test';

import { test, expect } from '../support/test';

// The inserter's preview of a block: hovering the block in the inserter's search results
// renders its example there, in a frame of its own. Each of these blocks shows a drawn picture,
// named for screen readers, and asks nothing of a host other than the playground's and the
// local provider's (both on loopback).

const EXAMPLES = [
	{ title: 'Map', picture: 'A map with two markers' },
	{ title: 'Payment Button', picture: 'A handmade mug' },
	{ title: 'Slideshow', picture: 'A slideshow of landscape photos' },
	{ title: 'Tiled Gallery', picture: 'A tiled gallery of three photos' },
	{ title: 'VideoPress', picture: 'A video frame with a play button' },
	{ title: 'Ad', picture: 'An example ad: a cup of coffee, 300 by 250 pixels' },
	{ title: 'Eventbrite Checkout', picture: 'An event page with its tickets' },
] as const;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Every request the page (and its frames) makes to a host off this machine, from now on. */
function foreignRequests(page: Page): string[] {
	const seen: string[] = [];
	page.on('request', (request) => {
		const url = new URL(request.url());
		if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOOPBACK.has(url.hostname)) {
			seen.push(request.url());
		}
	});
	return seen;
}

test.describe('the inserter’s previews', () => {
	test('show each block’s drawn example, with no request to another host', async ({ page, editor }) => {
		await editor.open();
		const foreign = foreignRequests(page);
		await page.getByRole('button', { name: 'Toggle block inserter' }).click();
		const search = page.getByRole('searchbox', { name: 'Search' });
		const preview = page.locator('.block-editor-inserter__preview-container');

		for (const { title, picture } of EXAMPLES) {
			await test.step(title, async () => {
				await search.fill(title);
				// The search results replace the categories a moment after typing.
				await expect(page.locator('.block-editor-inserter__block-list')).toHaveCount(0);
				await page.getByRole('option', { name: title, exact: true }).hover();
				await expect(preview).toBeVisible();
				const frame = preview.frameLocator('iframe');
				await expect(frame.getByRole('img', { name: picture, includeHidden: true })).toBeVisible();
				// Move away, so the next block's preview replaces this one.
				await page.mouse.move(0, 0);
				await expect(preview).toHaveCount(0);
			});
		}

		expect(foreign).toEqual([]);
	});
});
