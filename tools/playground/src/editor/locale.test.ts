import { describe, expect, it } from 'vitest';

import { directionFromSearch, htmlLang, localeFromSearch, loadTranslation, previewAddress } from './locale';
import { playgroundSite } from './playground-site';

describe('?locale=', () => {
	it('reads a WordPress locale from the address, and nothing else', () => {
		expect(localeFromSearch('?post=3&locale=de_DE')).toBe('de_DE');
		expect(localeFromSearch('?locale=fr')).toBe('fr');
		expect(localeFromSearch('?locale=de_DE_formal')).toBe('de_DE_formal');
		expect(localeFromSearch('?post=3')).toBeUndefined();
		expect(localeFromSearch('?locale=<script>')).toBeUndefined();
		expect(localeFromSearch('?locale=../../x')).toBeUndefined();
	});

	it('makes the site’s locale, the page’s language and the visitor’s view’s address follow it', () => {
		expect(playgroundSite('?locale=de_DE').locale).toBe('de_DE');
		expect(playgroundSite('').locale).toBe('en_US');
		expect(htmlLang('de_DE')).toBe('de-DE');
		expect(previewAddress(7, '?post=7&locale=de_DE')).toBe('preview.html?post=7&locale=de_DE');
		expect(previewAddress(7, '?post=7')).toBe('preview.html?post=7');
	});

	it('loads nothing for a locale without a shipped translation', async () => {
		await expect(loadTranslation('fr_FR')).resolves.toBeUndefined();
		await expect(loadTranslation(undefined)).resolves.toBeUndefined();
	});

	it('reads the direction from ?dir=, else from the locale’s language', () => {
		expect(directionFromSearch('?dir=rtl')).toBe('rtl');
		expect(directionFromSearch('?locale=ar')).toBe('rtl');
		expect(directionFromSearch('?locale=he_IL')).toBe('rtl');
		expect(directionFromSearch('?locale=fa_IR&dir=ltr')).toBe('ltr');
		expect(directionFromSearch('?locale=de_DE')).toBe('ltr');
		expect(directionFromSearch('?dir=sideways')).toBe('ltr');
		expect(previewAddress(7, '?post=7&dir=rtl')).toBe('preview.html?post=7&dir=rtl');
	});
});
