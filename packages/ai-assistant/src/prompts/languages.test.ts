import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it } from 'vitest';

import { EXTRA_LANGUAGES, LANGUAGES } from '../types';
import { isLanguageCode, languageLabel, languageName, siteDefaultLanguage } from './languages';

afterEach(() => resetLocaleData(undefined, 'blockyard'));

const ALL = [...LANGUAGES, ...EXTRA_LANGUAGES];
const NAMES = [
	'English',
	'Spanish',
	'French',
	'German',
	'Italian',
	'Portuguese',
	'Russian',
	'Chinese',
	'Japanese',
	'Arabic',
	'Hindi',
	'Korean',
	'Indonesian',
	'Tagalog',
	'Vietnamese',
];

describe('languageLabel and languageName', () => {
	it('label and name all fifteen languages in English by default', () => {
		expect(ALL.map(languageLabel)).toEqual(NAMES);
		expect(ALL.map(languageName)).toEqual(NAMES);
	});

	it('translate the label at call time, never the name used in prompts', () => {
		setLocaleData({ German: ['Deutsch'] }, 'blockyard');
		expect(languageLabel('de')).toBe('Deutsch');
		expect(languageName('de')).toBe('German');
	});
});

describe('siteDefaultLanguage', () => {
	it.each([
		['de_DE', 'de'],
		['de_DE_formal', 'de'],
		['pt_BR', 'pt'],
		['pt_PT_ao90', 'pt'],
		['zh_CN', 'zh'],
		['zh_TW', 'zh'],
		['en_US', 'en'],
		['es_MX', 'es'],
		['ja', 'ja'],
		['id_ID', 'id'],
		['vi', 'vi'],
		['tl', 'tl'],
		['fil', 'tl'],
		['ary', 'ar'],
		['fr-CA', 'fr'],
		['KO_kr', 'ko'],
		['nl_NL', 'en'],
		['', 'en'],
		['constructor', 'en'],
	] as const)('%s → %s', (locale, code) => {
		expect(siteDefaultLanguage(locale)).toBe(code);
	});
});

describe('isLanguageCode', () => {
	it('accepts the fifteen codes only', () => {
		expect(ALL.every(isLanguageCode)).toBe(true);
		expect(isLanguageCode('nl')).toBe(false);
		expect(isLanguageCode(3)).toBe(false);
	});
});
