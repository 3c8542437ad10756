import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { TWO_PLURAL_FORMS, type Message } from './catalog';
import { translationProblems } from './check-translation';
import { readTranslation, shippedLocales, templatePath, translationPath } from './languages';
import { formatCatalog, parseCatalog, translationHeaders, type Catalog } from './po';
import { collectMessages, type GeneratedPhp } from './template';

// What the plugin's build, `npm run i18n` and the plugin's tests use; the playground takes
// `@blockyard/i18n/vite`.
export { shippedLocales } from './languages';
export { writePluginTranslations } from './plugin-translations';
export type { GeneratedPhp } from './template';

/** The template as it should be now: its text, its messages, and the calls no template can list. */
export interface Template {
	readonly text: string;
	readonly messages: Message[];
	readonly problems: string[];
}

/** The template as it should be now, from the sources (and the PHP a build writes). */
function templateText(generated: readonly GeneratedPhp[] = []): Template {
	const { messages, problems } = collectMessages(generated);
	return {
		text: formatCatalog(messages),
		messages,
		problems: problems.map((problem) => `${problem.reference}:${problem.line}: ${problem.message}`),
	};
}

/** A translation's file brought up to the template's messages, its translations kept. */
function translationText(messages: readonly Message[], catalog: Catalog): string {
	const headers = translationHeaders(
		catalog.headers.Language ?? '',
		catalog.headers['Plural-Forms'] ?? TWO_PLURAL_FORMS
	);
	return formatCatalog(messages, headers, catalog.translations);
}

/**
 * What stops the strings from being translated: the template not as `npm run i18n` would write
 * it, calls no template can list, and each shipped translation that is not complete, not
 * current or not written as `npm run i18n` writes it. `template` is the one the sources make
 * now, when the caller has it already.
 */
export function i18nProblems(
	generated: readonly GeneratedPhp[] = [],
	template: Template = templateText(generated)
): string[] {
	const { text, messages, problems } = template;
	const found = [...problems];
	if (!existsSync(templatePath) || readFileSync(templatePath, 'utf8') !== text) {
		found.push('languages/blockyard.pot is not current: run `npm run i18n`');
	}
	for (const locale of shippedLocales()) {
		const written = readFileSync(translationPath(locale), 'utf8');
		const catalog = parseCatalog(written);
		found.push(...translationProblems(messages, catalog).map((problem) => `${locale}: ${problem}`));
		if (written !== translationText(messages, catalog)) {
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
	const template = templateText(generated);
	mkdirSync(dirname(templatePath), { recursive: true });
	writeFileSync(templatePath, template.text);
	for (const locale of shippedLocales()) {
		writeFileSync(translationPath(locale), translationText(template.messages, readTranslation(locale)));
	}
	return { strings: template.messages.length, problems: i18nProblems(generated, template) };
}
