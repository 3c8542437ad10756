import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import type { Message } from './catalog';
import { translationProblems } from './check-translation';
import { readTranslation, shippedLocales, templatePath, translationPath } from './languages';
import { formatCatalog, translationHeaders, type Catalog } from './po';
import { collectMessages, type GeneratedPhp } from './template';

export { TEXT_DOMAIN, type Message } from './catalog';
export { compileMo, scriptTranslationFile, scriptTranslations, type ScriptTranslations } from './compile';
export { localeData, type LocaleData } from './locale-data';
export { readTranslation, shippedLocales, templatePath, translationPath } from './languages';
export { parseCatalog, type Catalog } from './po';
export { writePluginTranslations } from './plugin-translations';
export { collectMessages, type GeneratedPhp } from './template';

/** The template as it should be now, its messages, and the calls no template can list. */
export function templateText(generated: readonly GeneratedPhp[] = []): {
	text: string;
	messages: Message[];
	problems: string[];
} {
	const { messages, problems } = collectMessages(generated);
	return {
		text: formatCatalog(messages),
		messages,
		problems: problems.map((problem) => `${problem.reference}:${problem.line}: ${problem.message}`),
	};
}

/** A translation's file brought up to the template's messages, its translations kept. */
export function translationText(messages: readonly Message[], catalog: Catalog): string {
	const headers = translationHeaders(
		catalog.headers.Language ?? '',
		catalog.headers['Plural-Forms'] ?? 'nplurals=2; plural=(n != 1);'
	);
	return formatCatalog(messages, headers, catalog.translations);
}

/**
 * What stops the strings from being translated: the template not as `npm run i18n` would write
 * it, calls no template can list, and each shipped translation that is not complete, not
 * current or not written as `npm run i18n` writes it.
 */
export function i18nProblems(generated: readonly GeneratedPhp[] = []): string[] {
	const { text, messages, problems } = templateText(generated);
	const found = [...problems];
	if (!existsSync(templatePath) || readFileSync(templatePath, 'utf8') !== text) {
		found.push('languages/blockyard.pot is not current: run `npm run i18n`');
	}
	for (const locale of shippedLocales()) {
		const catalog = readTranslation(locale);
		found.push(...translationProblems(messages, catalog).map((problem) => `${locale}: ${problem}`));
		if (readFileSync(translationPath(locale), 'utf8') !== translationText(messages, catalog)) {
			found.push(
				`${locale}: languages/blockyard-${locale}.po is not in the template's form: run \`npm run i18n\``
			);
		}
	}
	return found;
}

/**
 * `npm run i18n`: writes the template and brings each translation up to it (a new string added
 * untranslated, a string gone dropped, every translation kept); what still stops the strings
 * from being translated.
 */
export function writeTemplate(generated: readonly GeneratedPhp[] = []): {
	strings: number;
	problems: string[];
} {
	const { text, messages } = templateText(generated);
	mkdirSync(dirname(templatePath), { recursive: true });
	writeFileSync(templatePath, text);
	for (const locale of shippedLocales()) {
		writeFileSync(translationPath(locale), translationText(messages, readTranslation(locale)));
	}
	return { strings: messages.length, problems: i18nProblems(generated) };
}
