// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { hostedVideoGuid } from './hosted-video-address';

describe('hostedVideoGuid', () => {
	it('reads the guid of the watch page and of the embed', () => {
		expect(hostedVideoGuid('https://videopress.com/v/OcobLTqC')).toBe('OcobLTqC');
		expect(hostedVideoGuid('https://videopress.com/embed/Ab12Cd34')).toBe('Ab12Cd34');
		expect(hostedVideoGuid('  http://www.videopress.com/v/OcobLTqC/?autoplay=1#t=3  ')).toBe('OcobLTqC');
	});

	it('wants exactly eight letters and digits', () => {
		expect(hostedVideoGuid('https://videopress.com/v/OcobLTq')).toBeUndefined();
		expect(hostedVideoGuid('https://videopress.com/v/OcobLTqCx')).toBeUndefined();
		expect(hostedVideoGuid('https://videopress.com/v/Ocob-TqC')).toBeUndefined();
		expect(hostedVideoGuid('https://videopress.com/v/OcobLTqC/more')).toBeUndefined();
	});

	it('accepts no other host, path or scheme', () => {
		for (const address of [
			'https://example.com/v/OcobLTqC',
			'https://videopress.com.example.com/v/OcobLTqC',
			'https://evil.test/?https://videopress.com/v/OcobLTqC',
			'https://user@videopress.com/v/OcobLTqC',
			'https://videopress.com:8080/v/OcobLTqC',
			'https://fakevideopress.com/v/OcobLTqC',
			'https://videopress.com/watch/OcobLTqC',
			'ftp://videopress.com/v/OcobLTqC',
			'videopress.com/v/OcobLTqC',
			'https:\\\\videopress.com/v/OcobLTqC',
			'',
		]) {
			expect(hostedVideoGuid(address), address).toBeUndefined();
		}
	});
});
