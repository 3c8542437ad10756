import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// blockyard/star-rating (packages/content), as an editor and as a visitor.
test.describe('Star Rating', () => {
	test('sets 3.5 by clicking and by keyboard, changes the highest rating, saves, reloads valid and shows visitors the rating', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Star Rating');
		const slider = editor.canvas().getByRole('slider', { name: 'Rating' });
		const star = (number: number) =>
			slider.locator('.wp-block-blockyard-star-rating__star').nth(number - 1);
		await expect(slider).toHaveAttribute('aria-valuenow', '1');

		// Clicking a star sets it; clicking it again takes half a star off.
		await star(4).click();
		await expect(slider).toHaveAttribute('aria-valuenow', '4');
		await star(4).click();
		await expect(slider).toHaveAttribute('aria-valuenow', '3.5');
		await expect(slider).toHaveAttribute('aria-valuetext', '3.5 out of 5');

		// The keyboard, as a slider: Home to 0, then seven half stars up; End to the highest.
		await slider.focus();
		await page.keyboard.press('Home');
		await expect(slider).toHaveAttribute('aria-valuenow', '0');
		for (let step = 0; step < 7; step += 1) {
			await page.keyboard.press('ArrowRight');
		}
		await expect(slider).toHaveAttribute('aria-valuenow', '3.5');
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowUp');
		await expect(slider).toHaveAttribute('aria-valuenow', '3.5');
		// The arrow keys moved the rating, not the selection to another block.
		await expect(slider).toBeFocused();

		// The highest rating, in the sidebar: seven stars.
		await page.getByRole('spinbutton', { name: 'Highest rating' }).fill('7');
		await expect(slider).toHaveAttribute('aria-valuemax', '7');
		await expect(slider.locator('.wp-block-blockyard-star-rating__star')).toHaveCount(7);
		await expect(slider).toHaveAttribute('aria-valuetext', '3.5 out of 7');

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/star-rating {"rating":3.5,"maxRating":7} -->');
		expect(saved).toContain('<meta itemprop="ratingValue" content="3.5"/>');
		expect(saved).toContain('<meta itemprop="bestRating" content="7"/>');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// What a visitor sees: seven stars, three and a half filled, and the rating in words.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const block = page.locator('.wp-block-blockyard-star-rating');
		await expect(block.locator('.wp-block-blockyard-star-rating__star.is-full')).toHaveCount(3);
		await expect(block.locator('.wp-block-blockyard-star-rating__star.is-half')).toHaveCount(1);
		await expect(block.locator('.wp-block-blockyard-star-rating__star')).toHaveCount(7);
		await expect(block.getByText('3.5 out of 7')).toBeAttached();
		await expect(block.locator('[itemtype="https://schema.org/Rating"]')).toHaveCount(1);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-star-rating');
	});
});
