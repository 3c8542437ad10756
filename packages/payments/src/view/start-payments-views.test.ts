import { describeStartViews } from '@blockyard/block-fixtures';
import { describe, expect, it } from 'vitest';

import { startPaymentsViews, startViews } from './start-payments-views';

describeStartViews(startViews);

describe('startPaymentsViews', () => {
	it('does nothing on a page without payment blocks', async () => {
		const root = document.createElement('div');
		root.innerHTML = '<p>Nothing to start</p>';
		await expect(startPaymentsViews(root)).resolves.toBeUndefined();
	});
});
