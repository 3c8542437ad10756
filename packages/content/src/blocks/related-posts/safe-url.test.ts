import { describe, expect, it } from 'vitest';

import { safeUrl } from './safe-url';

describe('safeUrl', () => {
	it('keeps http and https addresses', () => {
		expect(safeUrl('https://example.com/?p=3')).toBe('https://example.com/?p=3');
		expect(safeUrl('http://localhost:8080/a b')).toBe('http://localhost:8080/a%20b');
	});

	it('drops other schemes, relative addresses and nothing', () => {
		expect(safeUrl('javascript:alert(1)')).toBeUndefined();
		expect(safeUrl(' JavaScript:alert(1)')).toBeUndefined();
		expect(safeUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
		expect(safeUrl('/relative')).toBeUndefined();
		expect(safeUrl('')).toBeUndefined();
		expect(safeUrl(null)).toBeUndefined();
		expect(safeUrl(undefined)).toBeUndefined();
	});
});
