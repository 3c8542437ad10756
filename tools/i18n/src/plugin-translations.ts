import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { TEXT_DOMAIN } from './catalog';
import { compileMo, scriptStrings, scriptTranslationFile, scriptTranslations } from './compile';
import { filesBelow } from './files';
import { readTranslation, shippedLocales } from './languages';
import { languagesDir } from './template';

/**
 * Writes the plugin's languages/: the template, and for each shipped translation the .mo file
 * its PHP and block.json files are translated with, and one JSON file for each script and chunk
 * that uses a translated string, named as `load_script_textdomain()` looks for it. Returns the
 * files written, by locale.
 */
export function writePluginTranslations(
	pluginDir: string,
	sourceDir = languagesDir
): Record<string, string[]> {
	const target = join(pluginDir, 'languages');
	mkdirSync(target, { recursive: true });
	copyFileSync(join(sourceDir, `${TEXT_DOMAIN}.pot`), join(target, `${TEXT_DOMAIN}.pot`));
	// Each built script's literals, read once for every language.
	const scripts = filesBelow(join(pluginDir, 'build'), pluginDir)
		.filter((script) => script.endsWith('.js'))
		.sort()
		.map((script) => ({ script, strings: scriptStrings(readFileSync(join(pluginDir, script), 'utf8')) }));
	const written: Record<string, string[]> = {};
	for (const locale of shippedLocales(sourceDir)) {
		const catalog = readTranslation(locale, sourceDir);
		const mo = `${TEXT_DOMAIN}-${locale}.mo`;
		writeFileSync(join(target, mo), compileMo(catalog));
		const files = [mo];
		for (const { script, strings } of scripts) {
			const translations = scriptTranslations(catalog, script, strings);
			if (translations !== undefined) {
				const file = scriptTranslationFile(locale, script);
				writeFileSync(join(target, file), `${JSON.stringify(translations)}\n`);
				files.push(file);
			}
		}
		written[locale] = files;
	}
	return written;
}
