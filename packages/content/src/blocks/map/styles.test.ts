import { MAP_STYLES } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { isMapStyle, mapStyle } from './styles';

describe('mapStyle', () => {
	it('knows every style the api-client names, and only those', () => {
		expect(MAP_STYLES.every(isMapStyle)).toBe(true);
		expect(isMapStyle('neon')).toBe(false);
	});

	it('takes an unknown style as the default', () => {
		expect(mapStyle('terrain')).toBe('terrain');
		expect(mapStyle('neon')).toBe('default');
		expect(mapStyle(undefined)).toBe('default');
	});
});
