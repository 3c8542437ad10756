import { describeStartViews } from '@blockyard/block-fixtures';
import { describe, expect, it } from 'vitest';

import { startMediaViews, startViews } from './start-media-views';

describeStartViews(startViews);

describe('startMediaViews', () => {
	it('does nothing on a page without media blocks', async () => {
		const root = document.createElement('div');
		root.innerHTML = '<p>Nothing to start</p>';
		await expect(startMediaViews(root)).resolves.toBeUndefined();
	});
});
