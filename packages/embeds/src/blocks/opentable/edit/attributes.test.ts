import { describe, expect, it } from 'vitest';

import {
	languageForLocale,
	restaurantsChange,
	styleChange,
	styleInClassName,
	wideStyleMisaligned,
} from './attributes';

describe('the reservation block’s choices', () => {
	it('reads the style of the Styles panel’s class', () => {
		expect(styleInClassName('is-style-wide extra')).toBe('wide');
		expect(styleInClassName('my-is-style-wide')).toBeUndefined();
		expect(styleInClassName(undefined)).toBeUndefined();
	});

	it('forces a non-button style, and clears the button class, for several restaurants', () => {
		expect(restaurantsChange({ style: 'button', className: 'is-style-button mine' }, [1, 2])).toEqual({
			rid: [1, 2],
			style: 'standard',
			className: 'mine',
		});
		expect(restaurantsChange({ style: 'button' }, [1])).toEqual({ rid: [1] });
		expect(restaurantsChange({ style: 'tall' }, [1, 2])).toEqual({ rid: [1, 2] });
	});

	it('allows the button only for one restaurant; wide sets the wide alignment, leaving it clears it', () => {
		expect(
			styleChange({ style: 'standard', rid: [1, 2], className: 'is-style-button' }, 'button')
		).toEqual({
			className: undefined,
		});
		expect(styleChange({ style: 'standard', rid: [1] }, 'button')).toEqual({ style: 'button' });
		expect(styleChange({ style: 'standard', rid: [1] }, 'wide')).toEqual({
			style: 'wide',
			align: 'wide',
		});
		expect(styleChange({ style: 'wide', rid: [1], align: 'wide' }, 'tall')).toEqual({
			style: 'tall',
			align: undefined,
		});
		expect(styleChange({ style: 'wide', rid: [1], align: 'full' }, 'tall')).toEqual({ style: 'tall' });
	});

	it('warns about the wide style with another alignment than wide or full', () => {
		expect(wideStyleMisaligned({ style: 'wide' })).toBe(true);
		expect(wideStyleMisaligned({ style: 'wide', align: 'center' })).toBe(true);
		expect(wideStyleMisaligned({ style: 'wide', align: 'full' })).toBe(false);
		expect(wideStyleMisaligned({ style: 'tall' })).toBe(false);
	});

	it('speaks the site’s language when the widget does, else en-US', () => {
		expect(languageForLocale('fr_CA')).toBe('fr-CA');
		expect(languageForLocale('ja')).toBe('en-US');
		expect(languageForLocale('en_GB')).toBe('en-US');
		expect(languageForLocale(undefined)).toBe('en-US');
	});
});
