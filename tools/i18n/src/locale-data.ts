import { messageIdOf, TWO_PLURAL_FORMS } from './catalog';
import type { Catalog, Translation } from './po';

/** A translation as @wordpress/i18n takes it (`setLocaleData`): Jed 1.x locale data. */
export type LocaleData = Record<string, string[] | { domain: string; lang: string; 'plural-forms': string }>;

/** The translated messages only: what a compiled file carries. */
export function translated(catalog: Catalog): [string, Translation][] {
	return [...catalog.translations.entries()].filter(
		([, translation]) => !translation.fuzzy && translation.msgstr.every((form) => form !== '')
	);
}

/** The Jed locale data of a translation, keeping only the messages `keep` accepts. */
export function localeData(catalog: Catalog, keep: (msgid: string) => boolean = () => true): LocaleData {
	const data: LocaleData = {
		'': {
			domain: 'messages',
			lang: catalog.headers.Language ?? '',
			'plural-forms': catalog.headers['Plural-Forms'] ?? TWO_PLURAL_FORMS,
		},
	};
	for (const [key, translation] of translated(catalog)) {
		if (keep(messageIdOf(key).msgid)) {
			data[key] = translation.msgstr;
		}
	}
	return data;
}
