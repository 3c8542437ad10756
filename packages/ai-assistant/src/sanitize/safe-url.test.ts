import { describe, expect, it } from 'vitest';

import { safeUrl } from './safe-url';
import { BAD_URLS } from './test/vectors';

/** A URL as an HTML attribute hands it over: its character references decoded. */
function asAttribute(url: string): string {
	const element = document.createElement('div');
	element.innerHTML = `<a href="${url.replace(/"/g, '&quot;')}"></a>`;
	return element.querySelector('a')?.getAttribute('href') ?? '';
}

describe('safeUrl', () => {
	it('keeps http, https, mailto and URLs relative to the site', () => {
		const kept = [
			'https://example.com/a?b=1&c=2#d',
			'http://example.com',
			'HTTPS://EXAMPLE.COM',
			'mailto:me@example.com',
			'/relative/path',
			'page.html',
			'../up',
			'#section',
			'?query=1',
			'https://example.com/javascript:alert(1)',
		];
		for (const url of kept) {
			expect(safeUrl(url), url).toBe(url);
		}
		expect(safeUrl('  https://example.com/  ')).toBe('https://example.com/');
	});

	it.each(BAD_URLS)('drops %j, as written and as an attribute reads it', (url) => {
		expect(safeUrl(url)).toBeUndefined();
		expect(safeUrl(asAttribute(url))).toBeUndefined();
	});

	it('drops other schemes and URLs that leave the site without saying how', () => {
		const dropped = [
			'ftp://example.com/file',
			'tel:+123',
			'file:///etc/passwd',
			'blob:https://example.com/x',
			'//evil.example/x',
			'/\\evil.example/x',
			'\\\\evil.example/x',
			'\\/evil.example/x',
			' //evil.example',
			'/\t/evil.example',
			'https://exa mple.com',
			'http://[::1',
		];
		for (const url of dropped) {
			expect(safeUrl(url), url).toBeUndefined();
		}
	});
});
