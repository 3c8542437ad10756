import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// blockyard/gif (packages/embeds), as an editor and as a visitor. The searches go to the local
// provider, which answers with GIFs of its own, served from its own origin.
test.describe('GIF', () => {
	test('looks a pasted address up, searches, chooses from the thumbnails, captions, saves, reloads valid and shows visitors the GIF', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('GIF');
		const canvas = editor.canvas();
		const field = canvas.getByRole('textbox', { name: 'Search for a term or paste a Giphy URL' });
		const image = canvas.locator('.wp-block-blockyard-gif img');

		// A GIF service address: looked up by its id; one GIF, so no thumbnails.
		await field.fill('https://giphy.com/gifs/happy-bouncingball');
		await canvas.getByRole('button', { name: 'Search' }).click();
		await expect(image).toHaveAttribute('alt', 'Bouncing ball');
		await expect(image).toHaveJSProperty('complete', true);
		expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(
			0
		);
		await expect(canvas.getByRole('group', { name: 'GIFs found' })).toHaveCount(0);

		// Words: the first GIF found, and the thumbnails to choose another.
		await field.fill('party');
		await canvas.getByRole('button', { name: 'Search' }).click();
		await expect(image).toHaveAttribute('alt', 'Rainbow stripes');
		const thumbnails = canvas.getByRole('group', { name: 'GIFs found' }).getByRole('button');
		await expect(thumbnails).toHaveCount(2);
		await canvas.getByRole('button', { name: 'Fireworks' }).click();
		await expect(image).toHaveAttribute('alt', 'Fireworks');
		await expect(image).toHaveAttribute('src', /\/gif-media\/fireworks\/giphy\.gif$/);

		await canvas.getByRole('textbox', { name: 'GIF caption' }).click();
		await page.keyboard.type('Happy new year');

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/gif {');
		expect(saved).toContain('"searchText":"party"');
		expect(saved).toContain('alt="Fireworks" loading="lazy"/>');
		expect(saved).toContain(
			'<figcaption class="wp-block-blockyard-gif__caption">Happy new year</figcaption>'
		);
		expect(saved).not.toContain('<iframe');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// What a visitor sees: the GIF itself, with its caption.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const visitorImage = page.locator('.wp-block-blockyard-gif img');
		await expect(visitorImage).toHaveAttribute('alt', 'Fireworks');
		await expect(visitorImage).toHaveJSProperty('complete', true);
		expect(
			await visitorImage.evaluate((element) => (element as HTMLImageElement).naturalWidth)
		).toBeGreaterThan(0);
		await expect(page.locator('.wp-block-blockyard-gif figcaption')).toHaveText('Happy new year');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-gif');
	});
});
