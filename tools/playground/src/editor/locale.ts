import type { LocaleData } from '@wordpress/i18n';

import type * as RightToLeft from './right-to-left';

/**
 * Blockyard's translations (languages/blockyard-<locale>.po), each a chunk of its own that a
 * page loads only for its locale; the build reads them as @wordpress/i18n's locale data.
 */
const translations = import.meta.glob<LocaleData>('../../../../languages/blockyard-*.po', {
	import: 'default',
});

/**
 * `?locale=de_DE`: the site's locale in the editor and the visitor's view, as WordPress's
 * site language is: Blockyard's strings in its language when a translation ships for it, and
 * money, dates and times formatted for it either way. No `@wordpress` import here: the page's
 * first script reads it. Undefined when the address names none (or not a locale's shape).
 */
export function localeFromSearch(search: string): string | undefined {
	const locale = new URLSearchParams(search).get('locale')?.trim();
	return locale !== undefined && /^[a-z]{2,3}(_[A-Z]{2})?(_[a-z]+)?$/.test(locale) ? locale : undefined;
}

/** The locale's translation, loading; undefined when none ships (English, or a language without one). */
export async function loadTranslation(locale: string | undefined): Promise<LocaleData | undefined> {
	const load =
		locale === undefined ? undefined : translations[`../../../../languages/blockyard-${locale}.po`];
	return load?.();
}

/** The languages written right to left, as WordPress's locales of them are (`ar`, `he_IL`, `fa_IR`…). */
const RIGHT_TO_LEFT = new Set([
	'ar',
	'ary',
	'azb',
	'ckb',
	'dv',
	'fa',
	'haz',
	'he',
	'ps',
	'sd',
	'skr',
	'ug',
	'ur',
	'yi',
]);

/**
 * The page's direction: `?dir=rtl` or `?dir=ltr` when the address says, else right to left for a
 * locale of a language written that way (`?locale=ar`), as WordPress decides it from the site's
 * language. No `@wordpress` import: the page's first script reads it.
 */
export function directionFromSearch(search: string): 'ltr' | 'rtl' {
	const dir = new URLSearchParams(search).get('dir');
	if (dir === 'rtl' || dir === 'ltr') {
		return dir;
	}
	const language = localeFromSearch(search)?.split('_')[0];
	return language !== undefined && RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/** The page's language (`<html lang>`) for a WordPress locale: `de_DE` is `de-DE`. */
export const htmlLang = (locale: string): string => locale.replaceAll('_', '-');

/** The visitor's view of a post, in the editor's locale and direction when its address names them. */
export function previewAddress(postId: number, search: string): string {
	const locale = localeFromSearch(search);
	const dir = new URLSearchParams(search).get('dir');
	return `preview.html?post=${postId}${locale === undefined ? '' : `&locale=${locale}`}${
		dir === 'rtl' || dir === 'ltr' ? `&dir=${dir}` : ''
	}`;
}

/** A page's language, loading: Blockyard's translation, and the right-to-left code when the page reads that way. */
export interface PageLanguage {
	readonly translation: Promise<LocaleData | undefined>;
	readonly rightToLeft: Promise<typeof RightToLeft> | undefined;
}

/**
 * Starts a page in the address's language (`?locale=`, `?dir=`): its `<html lang>` at once, and
 * the loading of what it needs, beside the page's other code. `applyPageLanguage` (of
 * page-language.ts) puts it to use before anything registers or renders.
 */
export function startPageLanguage(search: string, doc: Document = document): PageLanguage {
	const locale = localeFromSearch(search);
	if (locale !== undefined) {
		doc.documentElement.lang = htmlLang(locale);
	}
	return {
		// A translation that cannot be loaded leaves the page in English, as WordPress does.
		translation: loadTranslation(locale).catch(() => undefined),
		rightToLeft: directionFromSearch(search) === 'rtl' ? import('./right-to-left') : undefined,
	};
}
