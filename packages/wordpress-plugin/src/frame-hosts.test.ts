import { describe, expect, it } from 'vitest';

import { mergeFrameHosts, parseFrameHosts } from './frame-hosts';

describe('parseFrameHosts', () => {
	it('reads a list of host names', () => {
		expect(parseFrameHosts('["calendar.google.com"]', 'frame-hosts.json')).toEqual([
			'calendar.google.com',
		]);
	});

	it('refuses anything but bare lower-case host names, naming the file', () => {
		for (const text of [
			'{}',
			'["https://calendar.google.com"]',
			'["calendar.google.com:443"]',
			'["Calendar.google.com"]',
			'["*.google.com"]',
			'["localhost"]',
			'[1]',
		]) {
			expect(() => parseFrameHosts(text, 'a/frame-hosts.json'), text).toThrow('a/frame-hosts.json');
		}
	});
});

describe('mergeFrameHosts', () => {
	it('unites the lists, once and sorted', () => {
		expect(mergeFrameHosts([['b.test', 'a.test'], [], ['a.test']])).toEqual(['a.test', 'b.test']);
	});
});
