import { describe, expect, it } from 'vitest';

import { safeProviderUrl } from './provider-url';
import { isProviderSource } from './url-policy';

const HOSTS = ['calendar.google.com'];
const read = (text: string) => safeProviderUrl(text, HOSTS)?.href;

describe('safeProviderUrl', () => {
	it('keeps an https address on an allowed host', () => {
		expect(read('https://calendar.google.com/calendar/embed?src=a')).toBe(
			'https://calendar.google.com/calendar/embed?src=a'
		);
	});

	it('forces https on http, scheme-less and protocol-relative addresses, and trims', () => {
		expect(read('  http://calendar.google.com/x ')).toBe('https://calendar.google.com/x');
		expect(read('calendar.google.com/x')).toBe('https://calendar.google.com/x');
		expect(read('//calendar.google.com/x')).toBe('https://calendar.google.com/x');
		expect(read('HTTPS://Calendar.Google.com/x')).toBe('https://calendar.google.com/x');
	});

	it('refuses other hosts, including sub-domains and look-alikes', () => {
		for (const text of [
			'https://evil.test/x',
			'https://www.calendar.google.com/x',
			'https://calendar.google.com.evil.test/x',
			'https://evil.test/calendar.google.com',
			'https://calendar.google.com@evil.test/x',
			'https://calendar.google.com./x',
			'https://calendar-google.com/x',
		]) {
			expect(read(text), text).toBeUndefined();
		}
	});

	it('refuses other schemes, credentials, ports, backslashes, whitespace and encoded slashes', () => {
		for (const text of [
			'javascript:alert(1)',
			'data:text/html,x',
			'ftp://calendar.google.com/x',
			'https:calendar.google.com/x',
			'https://user:pw@calendar.google.com/x',
			'https://calendar.google.com:8080/x',
			'https://calendar.google.com:443/x',
			'https://calendar.google.com\\@evil.test/x',
			'https://calendar.google.com/a b',
			'https://calendar.google.com/x\u0000',
			'https://calendar.google.com%2F@evil.test/',
			'https://calendar.google.com/%2F%2Fevil.test',
			'https://calendar.google.com/%5cevil.test',
			'',
			'   ',
			`https://calendar.google.com/${'a'.repeat(5000)}`,
		]) {
			expect(read(text), text).toBeUndefined();
		}
	});

	it('reads &amp; as &, as HTML source and an author’s filtered attributes write it', () => {
		expect(read('https://calendar.google.com/x?a=1&amp;b=2&AMP;c=3')).toBe(
			'https://calendar.google.com/x?a=1&b=2&c=3'
		);
	});

	it('keeps encoded slashes in the query, where values such as time zones hold them', () => {
		expect(read('https://calendar.google.com/x?ctz=Europe%2FLondon')).toBe(
			'https://calendar.google.com/x?ctz=Europe%2FLondon'
		);
	});

	it('refuses look-alike hosts, credentials, ports, other schemes and hidden slashes', () => {
		const hostile = [
			'https://calendar.google.com.evil.test/x',
			'https://evil.test/calendar.google.com/x',
			'https://calendar.google.com@evil.test/x',
			'https://user:pass@calendar.google.com/x',
			'https://evil.test\\@calendar.google.com/x',
			'https://evil.test%2F%2Fcalendar.google.com/x',
			'https://calendar.google.com:8443/x',
			'//evil.test/calendar.google.com',
			'javascript:alert(1)//calendar.google.com',
			'JaVaScRiPt:alert(1)',
			'data:text/html,<script>alert(1)</script>calendar.google.com',
			'ftp://calendar.google.com/x',
			'https://calendar.google.com\t.evil.test/x',
			'https://calendar.google.com\u3002evil.test/x',
			'&#106;avascript:alert(1)',
		];
		expect(hostile.filter((text) => read(text) !== undefined)).toEqual([]);
	});
});

describe('isProviderSource', () => {
	it('accepts only https sources on the hosts', () => {
		expect(isProviderSource('https://calendar.google.com/calendar/embed', HOSTS)).toBe(true);
		expect(isProviderSource('http://calendar.google.com/calendar/embed', HOSTS)).toBe(false);
		expect(isProviderSource('https://calendar.google.com.evil.test/', HOSTS)).toBe(false);
		expect(isProviderSource('not a url', HOSTS)).toBe(false);
	});
});
