import { describe, expect, it } from 'vitest';

import { colorChoice, colorValue, flattenPalette, gradientChoice } from './palette';

const PALETTE = [
	{ slug: 'black', color: '#000000' },
	{ slug: 'white', color: '#FFFFFF' },
];
const GRADIENTS = [{ slug: 'dusk', gradient: 'linear-gradient(#000,#fff)' }];

describe('palette choices', () => {
	it('flattens arrays and theme.json origins', () => {
		expect(flattenPalette(PALETTE)).toHaveLength(2);
		expect(flattenPalette({ theme: [PALETTE[0]], default: [PALETTE[1]] }).map((e) => e.slug)).toEqual([
			'black',
			'white',
		]);
		expect(flattenPalette(undefined)).toEqual([]);
		expect(flattenPalette([{ color: '#000' }, 'x'])).toEqual([]);
	});

	it('stores a palette colour by slug, another valid colour as custom, an invalid one as neither', () => {
		expect(colorChoice('#ffffff', PALETTE)).toEqual({ slug: 'white', custom: undefined });
		expect(colorChoice('12ab34', PALETTE)).toEqual({ slug: undefined, custom: '#12ab34' });
		expect(colorChoice('rgb(1, 2, 3)', PALETTE)).toEqual({ slug: undefined, custom: undefined });
		expect(colorChoice(undefined, PALETTE)).toEqual({ slug: undefined, custom: undefined });
	});

	it('stores a gradient preset by slug, another gradient as custom', () => {
		expect(gradientChoice('linear-gradient(#000,#fff)', GRADIENTS)).toEqual({
			slug: 'dusk',
			custom: undefined,
		});
		expect(gradientChoice('linear-gradient(red,blue)', GRADIENTS)).toEqual({
			slug: undefined,
			custom: 'linear-gradient(red,blue)',
		});
		expect(gradientChoice('', GRADIENTS)).toEqual({ slug: undefined, custom: undefined });
	});

	it('shows the colour of a slug or a valid custom colour', () => {
		expect(colorValue('black', undefined, PALETTE)).toBe('#000000');
		expect(colorValue(undefined, 'abcdef', PALETTE)).toBe('#abcdef');
		expect(colorValue(undefined, 'bad', PALETTE)).toBeUndefined();
	});
});
