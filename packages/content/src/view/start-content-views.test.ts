import { describe, expect, it } from 'vitest';

import { startContentViews } from './start-content-views';

describe('startContentViews', () => {
	it('starts the package’s views: Repeat Visitor’s on its saved block', async () => {
		document.cookie = 'blockyard_visits=; max-age=0; path=/';
		const root = document.createElement('div');
		root.innerHTML =
			'<div class="wp-block-blockyard-repeat-visitor" data-criteria="before-visits" data-threshold="3"></div>';
		document.body.append(root);
		await startContentViews(root);
		expect(document.cookie).toContain('blockyard_visits=1');
		expect(root.querySelector<HTMLElement>('[data-criteria]')?.hidden).toBe(false);
		document.cookie = 'blockyard_visits=; max-age=0; path=/';
		root.remove();
	});
});
