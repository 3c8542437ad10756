import { describe, expect, it } from 'vitest';

import { checkoutUrlFor } from './checkout';

const editor = { href: 'https://example.com/wp-admin/post.php?post=7&action=edit', host: 'example.com' };

describe('where Upgrade goes', () => {
	it('is the host’s checkout when it names one', () => {
		expect(
			checkoutUrlFor(
				{ slug: 'value_bundle', name: 'Premium', checkoutUrl: 'https://shop.test/buy' },
				editor
			)
		).toBe('https://shop.test/buy');
	});

	it('is otherwise the provider’s checkout for the plan, coming back to the editor upgraded', () => {
		const url = new URL(checkoutUrlFor({ slug: 'value_bundle', name: 'Premium' }, editor));
		expect(url.origin + url.pathname).toBe('https://jetpack.com/redirect/');
		expect(url.searchParams.get('url')).toBe('https://wordpress.com/checkout/example.com/value_bundle');
		expect(url.searchParams.get('site')).toBe('example.com');
		const back = new URL(
			new URLSearchParams(url.searchParams.get('query') ?? '').get('redirect_to') ?? ''
		);
		expect(back.origin + back.pathname).toBe('https://example.com/wp-admin/post.php');
		expect(Object.fromEntries(back.searchParams)).toEqual({
			post: '7',
			action: 'edit',
			plan_name: 'Premium',
			plan_upgraded: '1',
		});
	});
});
