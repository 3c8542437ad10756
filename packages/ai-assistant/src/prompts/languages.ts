import { __ } from '@wordpress/i18n';

import { EXTRA_LANGUAGES, LANGUAGES, type LanguageCode } from '../types';

/** The English name of each language, as prompts name it (never translated). */
const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
	en: 'English',
	es: 'Spanish',
	fr: 'French',
	de: 'German',
	it: 'Italian',
	pt: 'Portuguese',
	ru: 'Russian',
	zh: 'Chinese',
	ja: 'Japanese',
	ar: 'Arabic',
	hi: 'Hindi',
	ko: 'Korean',
	id: 'Indonesian',
	tl: 'Tagalog',
	vi: 'Vietnamese',
};

/** WordPress locales whose base language is one of ours under another code. */
const LANGUAGE_ALIASES: ReadonlyMap<string, LanguageCode> = new Map([
	['ary', 'ar'], // Moroccan Arabic
	['fil', 'tl'], // Filipino
]);

const ALL_LANGUAGES: readonly string[] = [...LANGUAGES, ...EXTRA_LANGUAGES];

/** True for one of the fifteen language codes ({@link LANGUAGES} and {@link EXTRA_LANGUAGES}). */
export function isLanguageCode(value: unknown): value is LanguageCode {
	return typeof value === 'string' && ALL_LANGUAGES.includes(value);
}

/**
 * The English name of a language, the one prompts use ("Translate … into German").
 *
 * @example
 * languageName('de'); // 'German'
 */
export function languageName(code: LanguageCode): string {
	return LANGUAGE_NAMES[code];
}

/**
 * The translated menu label of a language, translated at call time; each
 * string is a literal so i18n extraction finds it.
 *
 * @example
 * languageLabel('ja'); // 'Japanese'
 */
export function languageLabel(code: LanguageCode): string {
	switch (code) {
		case 'en':
			return __('English', 'blockyard');
		case 'es':
			return __('Spanish', 'blockyard');
		case 'fr':
			return __('French', 'blockyard');
		case 'de':
			return __('German', 'blockyard');
		case 'it':
			return __('Italian', 'blockyard');
		case 'pt':
			return __('Portuguese', 'blockyard');
		case 'ru':
			return __('Russian', 'blockyard');
		case 'zh':
			return __('Chinese', 'blockyard');
		case 'ja':
			return __('Japanese', 'blockyard');
		case 'ar':
			return __('Arabic', 'blockyard');
		case 'hi':
			return __('Hindi', 'blockyard');
		case 'ko':
			return __('Korean', 'blockyard');
		case 'id':
			return __('Indonesian', 'blockyard');
		case 'tl':
			return __('Tagalog', 'blockyard');
		case 'vi':
			return __('Vietnamese', 'blockyard');
	}
}

/**
 * The base language of a WordPress locale, the default of the language menu;
 * English when the locale's language is not one of ours.
 *
 * @example
 * siteDefaultLanguage('pt_BR'); // 'pt'
 * siteDefaultLanguage('de_DE_formal'); // 'de'
 * siteDefaultLanguage('nl_NL'); // 'en'
 */
export function siteDefaultLanguage(locale: string): LanguageCode {
	const base = (locale.trim().split(/[_-]/)[0] ?? '').toLowerCase();
	if (isLanguageCode(base)) {
		return base;
	}
	return LANGUAGE_ALIASES.get(base) ?? 'en';
}
