import { test, expect } from '../support/test';

// The hosted video on a site whose plan lacks it (the host's `requiredPlans`, the playground's
// `?requires-plan=`): the placeholder keeps its Upload and Media Library buttons, disabled, and
// says why, with Upgrade to the plan's checkout.

test.describe('VideoPress on a site without its plan', () => {
	test('disables Upload and Media Library and says why, with Upgrade', async ({ editor }) => {
		await editor.open(undefined, { 'requires-plan': 'blockyard/video' });
		await editor.insertBlock('VideoPress');
		const block = editor.canvas().locator('.wp-block-blockyard-video');
		await expect(block).toContainText(
			'Uploading and choosing videos needs the Premium plan, which this site does not have yet.'
		);
		await expect(block.getByRole('button', { name: 'Upload' })).toBeDisabled();
		await expect(block.getByRole('button', { name: 'Media Library' })).toBeDisabled();
		await expect(block.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', /plan_upgraded=1/);
		await expect(block.locator('input[type="file"]')).toHaveCount(0);
	});
});
