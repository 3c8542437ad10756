import { describe, expect, it } from 'vitest';

import { parseMediaHosts } from './media-hosts';

describe('parseMediaHosts', () => {
	it('reads host names, and domains after "*."', () => {
		expect(parseMediaHosts('["media.giphy.com","*.cdninstagram.com"]', 'media-hosts.json')).toEqual([
			'media.giphy.com',
			'*.cdninstagram.com',
		]);
	});

	it('refuses anything but bare lower-case host names, naming the file', () => {
		for (const text of [
			'{}',
			'["https://media.giphy.com"]',
			'["media.giphy.com:443"]',
			'["Media.giphy.com"]',
			'["*"]',
			'["*.com"]',
			'["a.*.com"]',
			'["localhost"]',
			'[1]',
		]) {
			expect(() => parseMediaHosts(text, 'a/media-hosts.json'), text).toThrow('a/media-hosts.json');
		}
	});
});
