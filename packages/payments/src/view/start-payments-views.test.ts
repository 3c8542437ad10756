import { describe, expect, it } from 'vitest';

import { startPaymentsViews } from './start-payments-views';

describe('startPaymentsViews', () => {
	it('does nothing on a page without payment blocks', async () => {
		const root = document.createElement('div');
		root.innerHTML = '<p>Nothing to start</p>';
		await expect(startPaymentsViews(root)).resolves.toBeUndefined();
	});
});
