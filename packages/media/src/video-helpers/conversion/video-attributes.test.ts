// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { convertedVideoAttributes } from './video-attributes';

describe('convertedVideoAttributes', () => {
	it('takes the hosted video’s guid over the core block’s own', () => {
		expect(convertedVideoAttributes({ id: 4, guid: 'old00000' }, 'OcobLTqC').guid).toBe('OcobLTqC');
	});

	it('reads a rich-text caption as its HTML', () => {
		const caption = { toString: () => 'A <strong>bold</strong> trip' };
		expect(convertedVideoAttributes({ caption }).caption).toBe('A <strong>bold</strong> trip');
	});

	it('leaves out an id that is not a media item’s, and a preload the player does not know', () => {
		const attributes = convertedVideoAttributes({ id: -1, preload: 'everything', src: '' });
		expect(attributes).not.toHaveProperty('id');
		expect(attributes).not.toHaveProperty('src');
		expect(attributes.preload).toBe('metadata');
	});
});
