import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { TEXT_DOMAIN } from './catalog';
import { parseCatalog, type Catalog } from './po';
import { languagesDir } from './template';

/** The template's path: every string the packages and the plugin translate. */
export const templatePath = join(languagesDir, `${TEXT_DOMAIN}.pot`);

/** A translation's file: `languages/blockyard-de_DE.po`. */
export const translationPath = (locale: string, dir = languagesDir): string =>
	join(dir, `${TEXT_DOMAIN}-${locale}.po`);

/** The locales a translation ships for (a `blockyard-<locale>.po` in languages/), sorted. */
export function shippedLocales(dir = languagesDir): string[] {
	if (!existsSync(dir)) {
		return [];
	}
	const pattern = new RegExp(`^${TEXT_DOMAIN}-([a-z]{2,3}(?:_[A-Z]{2})?(?:_[a-z]+)?)\\.po$`);
	return readdirSync(dir)
		.map((file) => pattern.exec(file)?.[1])
		.filter((locale): locale is string => locale !== undefined)
		.sort();
}

/** A shipped translation, read. */
export const readTranslation = (locale: string, dir = languagesDir): Catalog =>
	parseCatalog(readFileSync(translationPath(locale, dir), 'utf8'));
