import { describe, expect, it } from 'vitest';

import { mediaButtonLabel } from './button-label';

describe('mediaButtonLabel', () => {
	it('names what the button picks', () => {
		expect(mediaButtonLabel({ allowedTypes: ['image'] })).toBe('Select Image');
		expect(mediaButtonLabel({ allowedTypes: ['image'], multiple: true })).toBe('Select Images');
		expect(mediaButtonLabel({ allowedTypes: ['image', 'video'] })).toBe('Select Media');
		expect(mediaButtonLabel({ allowedTypes: ['image'], featured: true, hasValue: true })).toBe(
			'Replace Image'
		);
		expect(mediaButtonLabel({ allowedTypes: ['image'], featured: true })).toBe('Select Image');
	});
});
