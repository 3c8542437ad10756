import { describe, expect, it } from 'vitest';

import { defaultAdminAjaxUrl, sameOrigin } from './roots';

describe('defaultAdminAjaxUrl', () => {
	it('puts admin-ajax.php beside the REST root, as WordPress lays them out', () => {
		expect(defaultAdminAjaxUrl('https://example.test/wp-json/')).toBe(
			'https://example.test/wp-admin/admin-ajax.php'
		);
		expect(defaultAdminAjaxUrl('https://example.test/blog/wp-json')).toBe(
			'https://example.test/blog/wp-admin/admin-ajax.php'
		);
		expect(defaultAdminAjaxUrl('/wp-json/')).toBe('/wp-admin/admin-ajax.php');
	});
});

describe('sameOrigin', () => {
	it('compares origins, relative URLs counting as the page’s', () => {
		expect(sameOrigin('https://a.test/x/', 'https://a.test/y/')).toBe(true);
		expect(sameOrigin('https://a.test/x/', 'http://a.test/x/')).toBe(false);
		expect(sameOrigin('https://a.test/', 'http://127.0.0.1:8787/')).toBe(false);
	});
});
