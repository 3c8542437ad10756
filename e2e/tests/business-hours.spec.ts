import { join } from 'node:path';

import { root } from '../../scripts/lib/paths.mjs';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// blockyard/business-hours (packages/content), as an editor and as a visitor.
test.describe('Business Hours', () => {
	test('edits two days, saves, reloads valid and shows the hours to visitors', async ({ editor, page }) => {
		await editor.open();
		await editor.insertBlock('Business Hours');
		const canvas = editor.canvas();

		// Saturday is closed by default: opening it gives one 09:00-17:00 interval.
		const saturday = canvas.getByRole('group', { name: 'Saturday' });
		await saturday.getByRole('checkbox', { name: 'Open on Saturday' }).check();
		await expect(saturday.getByLabel('Opening time, Saturday, interval 1')).toHaveValue('09:00');
		await saturday.getByLabel('Closing time, Saturday, interval 1').fill('14:00');

		// Monday gets a second, evening interval.
		const monday = canvas.getByRole('group', { name: 'Monday' });
		await monday.getByRole('button', { name: 'Add hours on Monday' }).click();
		await monday.getByLabel('Opening time, Monday, interval 2').fill('18:00');
		await monday.getByLabel('Closing time, Monday, interval 2').fill('21:30');
		await expect(monday.getByRole('button', { name: 'Remove hours, Monday, interval 2' })).toBeVisible();

		await page.screenshot({ path: join(root, 'docs/images/playground.png') });

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/business-hours');
		expect(saved).toContain('{"name":"Sat","hours":[{"opening":"09:00","closing":"14:00"}]}');
		expect(saved).toContain(
			'{"name":"Mon","hours":[{"opening":"09:00","closing":"17:00"},{"opening":"18:00","closing":"21:30"}]}'
		);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// What visitors see: the saved markup, in the site's start of week (Monday here).
		const display = canvas.locator('.wp-block-blockyard-business-hours dl');
		await expect(display.locator('dt').first()).toHaveText('Monday');
		const mondayHours = display
			.locator('div', { has: page.locator('dt', { hasText: 'Monday' }) })
			.locator('dd');
		await expect(mondayHours).toHaveText('9:00 AM – 5:00 PM6:00 PM – 9:30 PM');
		const saturdayHours = display
			.locator('div', { has: page.locator('dt', { hasText: 'Saturday' }) })
			.locator('dd');
		await expect(saturdayHours).toHaveText('9:00 AM – 2:00 PM');
		const sundayHours = display
			.locator('div', { has: page.locator('dt', { hasText: 'Sunday' }) })
			.locator('dd');
		await expect(sundayHours).toHaveText('Closed');

		// The saved output carries schema.org opening hours.
		expect(saved).toContain('itemtype="https://schema.org/OpeningHoursSpecification"');
		expect(saved).toContain('<link itemprop="dayOfWeek" href="https://schema.org/Saturday"/>');
	});

	test('keeps an interval past midnight as one interval, for the editor and for visitors', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Business Hours');
		const friday = editor.canvas().getByRole('group', { name: 'Friday' });
		await friday.getByLabel('Opening time, Friday, interval 1').fill('18:00');
		await friday.getByLabel('Closing time, Friday, interval 1').fill('02:00');
		await expect(friday.getByText('Closes after midnight, on the next day.')).toBeVisible();
		await expect(friday.getByLabel('Closing time, Friday, interval 1')).not.toHaveAttribute(
			'aria-invalid',
			'true'
		);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toContain(
			'<time itemprop="opens" datetime="18:00">6:00 PM</time> – <time itemprop="closes" datetime="02:00">2:00 AM</time>'
		);

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const fridayHours = page
			.locator('.wp-block-blockyard-business-hours div', {
				has: page.locator('dt', { hasText: 'Friday' }),
			})
			.locator('dd');
		await expect(fridayHours).toHaveText('6:00 PM – 2:00 AM');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-business-hours');
	});
});
