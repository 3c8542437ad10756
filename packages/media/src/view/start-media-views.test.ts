import { describe, expect, it } from 'vitest';

import { startMediaViews } from './start-media-views';

describe('startMediaViews', () => {
	it('does nothing on a page without media blocks', async () => {
		const root = document.createElement('div');
		root.innerHTML = '<p>Nothing to start</p>';
		await expect(startMediaViews(root)).resolves.toBeUndefined();
	});
});
