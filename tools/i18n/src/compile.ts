import { createHash } from 'node:crypto';

import { mo as moFormat, type GetTextTranslations } from 'gettext-parser';
import ts from 'typescript';

import { messageIdOf, TEXT_DOMAIN } from './catalog';
import { localeData, translated, type LocaleData } from './locale-data';
import type { Catalog } from './po';

/** The JSON file WordPress reads for a script (`load_script_textdomain()`), as WP-CLI's make-json writes it. */
export interface ScriptTranslations {
	'translation-revision-date': string;
	generator: string;
	source: string;
	domain: 'messages';
	locale_data: { messages: LocaleData };
}

/** A translation as a binary .mo file, which PHP's `load_plugin_textdomain()` reads. */
export function compileMo(catalog: Catalog): Buffer {
	const table: GetTextTranslations = {
		charset: 'utf-8',
		headers: catalog.headers,
		translations: { '': {} },
	};
	for (const [key, { msgstr, plural }] of translated(catalog)) {
		const { context, msgid } = messageIdOf(key);
		const messages = (table.translations[context ?? ''] ??= {});
		messages[msgid] = {
			...(context === undefined ? {} : { msgctxt: context }),
			msgid,
			...(plural === undefined ? {} : { msgid_plural: plural }),
			msgstr,
		};
	}
	return moFormat.compile(table);
}

/**
 * The text of every string literal in a built script. A message belongs in a script's
 * translations when its text is one of them: the minified call keeps its text a literal
 * (`(0,t.__)("Close","blockyard")`) whatever the call's name became.
 */
export function scriptStrings(code: string): Set<string> {
	const file = ts.createSourceFile('script.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
	const strings = new Set<string>();
	const visit = (node: ts.Node): void => {
		if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
			strings.add(node.text);
		}
		ts.forEachChild(node, visit);
	};
	visit(file);
	return strings;
}

/**
 * The translations of one built script (`source`, its path in the plugin; `strings`, its
 * literals as `scriptStrings` reads them), or undefined when it uses none of the messages: the
 * file WordPress looks for when the script is enqueued with `wp_set_script_translations()`.
 */
export function scriptTranslations(
	catalog: Catalog,
	source: string,
	strings: ReadonlySet<string>
): ScriptTranslations | undefined {
	const messages = localeData(catalog, (msgid) => strings.has(msgid));
	if (Object.keys(messages).length === 1) {
		return undefined;
	}
	return {
		'translation-revision-date': '',
		generator: 'Blockyard',
		source,
		domain: 'messages',
		locale_data: { messages },
	};
}

/**
 * The name WordPress gives a script's translation file: the domain, the locale and the MD5 of
 * the script's path inside the plugin (`build/content/index.js`).
 */
export function scriptTranslationFile(locale: string, source: string): string {
	return `${TEXT_DOMAIN}-${locale}-${createHash('md5').update(source).digest('hex')}.json`;
}
