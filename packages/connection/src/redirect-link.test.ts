import { describe, expect, it } from 'vitest';

import { checkoutLink, redirectLink, upgradeLink, withPlanUpgraded } from './redirect-link';

const params = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('redirectLink', () => {
	it('points at the redirect service with the source and the site', () => {
		expect(redirectLink({ source: 'jetpack-support', site: 'example.com' })).toBe(
			'https://jetpack.com/redirect/?source=jetpack-support&site=example.com'
		);
	});

	it('takes a url instead of a source, an environment and an encoded query', () => {
		const link = redirectLink({
			url: 'https://example.org/a b',
			site: 'example.com',
			environment: 'development',
			query: { a: '1', b: 'x&y' },
		});
		expect(params(link)).toEqual({
			url: 'https://example.org/a b',
			site: 'example.com',
			calypso_env: 'development',
			query: 'a=1&b=x%26y',
		});
	});
});

describe('withPlanUpgraded', () => {
	it('adds plan_upgraded=1 to absolute and relative URLs', () => {
		expect(withPlanUpgraded('https://example.com/wp-admin/post.php?post=1')).toBe(
			'https://example.com/wp-admin/post.php?post=1&plan_upgraded=1'
		);
		expect(withPlanUpgraded('/wp-admin/post.php?post=1')).toBe(
			'/wp-admin/post.php?post=1&plan_upgraded=1'
		);
	});
});

describe('upgradeLink and checkoutLink', () => {
	it('bring the user back with redirect_to and plan_upgraded=1', () => {
		const back = 'https://example.com/wp-admin/post.php?post=1';
		const upgrade = params(
			upgradeLink({ source: 'jetpack-ai-upgrade', site: 'example.com', redirectTo: back })
		);
		expect(upgrade.source).toBe('jetpack-ai-upgrade');
		expect(new URLSearchParams(upgrade.query).get('redirect_to')).toBe(`${back}&plan_upgraded=1`);

		const checkout = params(checkoutLink({ site: 'example.com', plan: 'jetpack_ai', redirectTo: back }));
		expect(checkout.url).toBe('https://wordpress.com/checkout/example.com/jetpack_ai');
		expect(new URLSearchParams(checkout.query).get('redirect_to')).toBe(`${back}&plan_upgraded=1`);
	});
});
