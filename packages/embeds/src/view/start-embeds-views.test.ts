import { describe, expect, it } from 'vitest';

import { startEmbedsViews } from './start-embeds-views';

describe('startEmbedsViews', () => {
	it('does nothing on a page without embed blocks', async () => {
		const root = document.createElement('div');
		root.innerHTML = '<p>Nothing to start</p>';
		await expect(startEmbedsViews(root)).resolves.toBeUndefined();
	});
});
