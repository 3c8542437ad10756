import { mo } from 'gettext-parser';
import { describe, expect, it } from 'vitest';

import type { Message } from '../src/catalog';
import { placeholders, tags, translationProblems } from '../src/check-translation';
import { compileMo, scriptStrings, scriptTranslationFile, scriptTranslations } from '../src/compile';
import { localeData } from '../src/locale-data';
import { formatCatalog, parseCatalog, translationHeaders } from '../src/po';

const messages: Message[] = [
	{ msgid: 'Close', references: ['a.ts'], comments: [] },
	{ context: 'block title', msgid: 'Map', references: ['b/block.json'], comments: [] },
	{ msgid: '%d star', plural: '%d stars', references: ['a.ts'], comments: ['translators: %d: stars'] },
];

const german = parseCatalog(
	formatCatalog(
		messages,
		translationHeaders('de_DE', 'nplurals=2; plural=(n != 1);'),
		new Map([
			['Close', { msgstr: ['Schließen'], fuzzy: false }],
			['block title\u0004Map', { msgstr: ['Karte'], fuzzy: false }],
			['%d star', { msgstr: ['%d Stern', '%d Sterne'], fuzzy: false, plural: '%d stars' }],
		])
	)
);

describe('a translation file', () => {
	it('reads back what it wrote, context and plural forms included', () => {
		expect(german.headers.Language).toBe('de_DE');
		expect(german.translations.get('block title\u0004Map')?.msgstr).toEqual(['Karte']);
		expect(german.translations.get('%d star')).toEqual({
			msgstr: ['%d Stern', '%d Sterne'],
			plural: '%d stars',
			fuzzy: false,
		});
		expect(translationProblems(messages, german)).toEqual([]);
	});

	it('names what is untranslated, fuzzy, gone from the template, or breaks a placeholder or tag', () => {
		const catalog = {
			headers: {},
			translations: new Map([
				['Close', { msgstr: ['Schließen %s'], fuzzy: true }],
				['%d star', { msgstr: ['Ein Stern', '%s Sterne'], fuzzy: false }],
				['Gone', { msgstr: ['Weg'], fuzzy: false }],
			]),
		};
		expect(translationProblems(messages, catalog)).toEqual([
			'"Close" is marked fuzzy: check its translation and take the mark off',
			'"Close": the translation "Schließen %s" has the placeholders 1$s, the source (none)',
			'"Map" (block title) is not translated',
			'"%d star": the translation "%s Sterne" has the placeholders 1$s, the source 1$d',
			'"Gone" is translated but no longer in the template',
		]);
	});

	it('lets a translation number its placeholders to reorder them, and reads tags as React elements are', () => {
		expect(placeholders('%s of %d')).toEqual(placeholders('%2$d von %1$s'));
		expect(placeholders('100%% of %s')).toEqual(['1$s']);
		expect(tags('Read <a>the guide</a><br />')).toEqual(tags('<a>Die Anleitung</a> lesen<br/>'));
	});
});

describe('compiled translations', () => {
	it('gives PHP a .mo file with every translated message', () => {
		const table = mo.parse(compileMo(german));
		expect(table.translations['block title']?.Map?.msgstr).toEqual(['Karte']);
		expect(table.translations['']?.['%d star']?.msgstr).toEqual(['%d Stern', '%d Sterne']);
	});

	it('gives a built script only the messages whose text it holds as a literal', () => {
		const code = 'import{__ as e}from"x";export const a=()=>(0,e.__)("Close","blockyard"),b=`Map`;';
		expect(scriptStrings(code)).toEqual(new Set(['x', 'Close', 'blockyard', 'Map']));
		expect(
			scriptTranslations(german, 'build/x/index.js', scriptStrings(code))?.locale_data.messages
		).toEqual({
			'': { domain: 'messages', lang: 'de_DE', 'plural-forms': 'nplurals=2; plural=(n != 1);' },
			Close: ['Schließen'],
			'block title\u0004Map': ['Karte'],
		});
		expect(scriptTranslations(german, 'build/x/view.js', scriptStrings('"nothing"'))).toBeUndefined();
		expect(Object.keys(localeData(german))).toHaveLength(4);
	});

	it('names a script’s file as WordPress looks for it: the MD5 of its path in the plugin', () => {
		// `echo -n build/editor/index.js | md5sum`
		expect(scriptTranslationFile('de_DE', 'build/editor/index.js')).toBe(
			'blockyard-de_DE-07d88e6a803e01276b9bfcc1203e862e.json'
		);
	});
});
