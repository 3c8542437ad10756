import { describe, expect, it } from 'vitest';

import { isProviderSource, safeLinkUrl, safeMediaUrl } from './url-policy';

/** Addresses that would run a script, or leave for a host the block did not choose, in any spelling. */
const HOSTILE = [
	'javascript:alert(1)',
	'JaVaScRiPt:alert(1)',
	' javascript:alert(1)',
	'\u0001javascript:alert(1)',
	'java\tscript:alert(1)',
	'java\nscript:alert(1)',
	'java\rscript:alert(1)',
	'&#106;avascript:alert(1)',
	'&#x6A;avascript:alert(1)',
	'&#106avascript:alert(1)',
	'javascript&colon;alert(1)',
	'java&Tab;script:alert(1)',
	'&unknownreference;javascript:alert(1)',
	'vbscript:msgbox(1)',
	'data:text/html,<script>alert(1)</script>',
	'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
	'data:image/svg+xml,<svg onload=alert(1)>',
	'//evil.example/x',
	'/\\evil.example/x',
	'\\\\evil.example/x',
	'https://calendly.com@evil.example/x',
	'https://user:pass@example.com/',
	'https:evil.example',
	'blob:https://example.com/1234',
	'file:///etc/passwd',
	'',
	'   ',
];

describe('safeLinkUrl', () => {
	it.each(HOSTILE)('refuses %j', (value) => {
		expect(safeLinkUrl(value, ['mailto', 'tel'])).toBeUndefined();
	});

	it('refuses a no-break space before a scheme, as a reader that trims more would see it', () => {
		expect(safeLinkUrl('\u00a0javascript:alert(1)')).toBeUndefined();
	});

	it.each([
		['https://example.com/a?b=1&c=2#d', 'https://example.com/a?b=1&c=2#d'],
		['http://example.com', 'http://example.com'],
		['  https://example.com/x  ', 'https://example.com/x'],
		['/about', '/about'],
		['about/team', 'about/team'],
		['?page=2', '?page=2'],
		['#section', '#section'],
		['https://example.com/?a=1&amp;b=2', 'https://example.com/?a=1&amp;b=2'],
	])('keeps %j', (value, kept) => {
		expect(safeLinkUrl(value)).toBe(kept);
	});

	it('keeps mailto: and tel: only where the block offers them', () => {
		expect(safeLinkUrl('mailto:me@example.com')).toBeUndefined();
		expect(safeLinkUrl('mailto:me@example.com', ['mailto'])).toBe('mailto:me@example.com');
		expect(safeLinkUrl('tel:+15555550100', ['mailto'])).toBeUndefined();
		expect(safeLinkUrl('tel:+15555550100', ['tel'])).toBe('tel:+15555550100');
	});

	it('refuses what is not text', () => {
		for (const value of [undefined, null, 42, true, {}, ['https://example.com']]) {
			expect(safeLinkUrl(value)).toBeUndefined();
		}
	});
});

describe('safeMediaUrl', () => {
	it.each(HOSTILE)('refuses %j', (value) => {
		expect(safeMediaUrl(value)).toBeUndefined();
	});

	it('keeps web and site addresses', () => {
		expect(safeMediaUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
		expect(safeMediaUrl('/wp-content/uploads/a.jpg')).toBe('/wp-content/uploads/a.jpg');
	});

	it('keeps only https on the hosts the block names, when it names them', () => {
		const hosts = ['media.giphy.com'];
		expect(safeMediaUrl('https://media.giphy.com/media/a/giphy.gif', hosts)).toBe(
			'https://media.giphy.com/media/a/giphy.gif'
		);
		expect(safeMediaUrl('http://media.giphy.com/media/a/giphy.gif', hosts)).toBeUndefined();
		expect(safeMediaUrl('https://media.giphy.com.evil.example/a.gif', hosts)).toBeUndefined();
		expect(safeMediaUrl('/media/a/giphy.gif', hosts)).toBe('/media/a/giphy.gif');
		expect(safeMediaUrl('//evil.example/a.gif', hosts)).toBeUndefined();
	});

	it('keeps loopback hosts, where the local provider stands in for a block’s service', () => {
		const hosts = ['media.giphy.com'];
		expect(safeMediaUrl('http://localhost:8787/gif-media/a/giphy.gif', hosts)).toBe(
			'http://localhost:8787/gif-media/a/giphy.gif'
		);
		expect(safeMediaUrl('http://127.0.0.1:9400/v.mp4', hosts)).toBe('http://127.0.0.1:9400/v.mp4');
		expect(safeMediaUrl('http://localhost.evil.example/a.gif', hosts)).toBeUndefined();
		expect(safeMediaUrl('http://10.0.0.1/a.gif', hosts)).toBeUndefined();
	});
});

describe('isProviderSource', () => {
	it('refuses a character reference that could hide where the address leads', () => {
		expect(isProviderSource('https://calendly.com/a?x=1&amp;y=2', ['calendly.com'])).toBe(true);
		expect(isProviderSource('https://calendly.com/a?x=&#47;', ['calendly.com'])).toBe(false);
	});
});
