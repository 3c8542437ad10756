import { describe, expect, it } from 'vitest';

import { isPlayerOrigin } from './player-origin';

describe('isPlayerOrigin', () => {
	it('is the service’s origin or this machine’s, nothing else', () => {
		expect(isPlayerOrigin('https://videopress.com')).toBe(true);
		expect(isPlayerOrigin('https://www.videopress.com')).toBe(true);
		expect(isPlayerOrigin('http://127.0.0.1:8123')).toBe(true);
		expect(isPlayerOrigin('http://videopress.com')).toBe(false);
		expect(isPlayerOrigin('https://videopress.com:8443')).toBe(false);
		expect(isPlayerOrigin('https://videopress.com.evil.example')).toBe(false);
		expect(isPlayerOrigin('null')).toBe(false);
	});
});
