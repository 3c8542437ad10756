import { describe, expect, it } from 'vitest';

import { connectUrlReturningTo } from './connect-return';

const EDITOR = 'https://site.test/wp-admin/post.php?post=1&action=edit';

describe('connectUrlReturningTo', () => {
	it('asks the connect page to come back to the editor', () => {
		const url = new URL(connectUrlReturningTo('https://pay.test/connect?state=abc', EDITOR));
		expect(url.origin + url.pathname).toBe('https://pay.test/connect');
		expect(url.searchParams.get('state')).toBe('abc');
		expect(url.searchParams.get('redirect_to')).toBe(EDITOR);
	});

	it('keeps a way back the address names already', () => {
		const connect = 'https://pay.test/connect?redirect_to=https%3A%2F%2Fsite.test%2Fdone';
		expect(connectUrlReturningTo(connect, EDITOR)).toBe(connect);
	});

	it('reads a relative address against the editor’s, and leaves one that is no address', () => {
		expect(connectUrlReturningTo('/connect', EDITOR)).toBe(
			`https://site.test/connect?redirect_to=${encodeURIComponent(EDITOR)}`
		);
		expect(connectUrlReturningTo('http://[bad', 'not an address')).toBe('http://[bad');
	});
});
