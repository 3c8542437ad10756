import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { TEXT_DOMAIN } from './catalog';
import { compileMo, scriptTranslationFile, scriptTranslations } from './compile';
import { readTranslation, shippedLocales, templatePath } from './languages';
import { languagesDir } from './template';

/** Every script below the plugin's build/, as its path inside the plugin (`build/content/chunks/edit-1a2b.js`). */
function builtScripts(pluginDir: string): string[] {
	const scripts: string[] = [];
	const walk = (dir: string): void => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) {
				walk(path);
			} else if (entry.name.endsWith('.js')) {
				scripts.push(relative(pluginDir, path).split(sep).join('/'));
			}
		}
	};
	walk(join(pluginDir, 'build'));
	return scripts.sort();
}

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
	copyFileSync(
		sourceDir === languagesDir ? templatePath : join(sourceDir, `${TEXT_DOMAIN}.pot`),
		join(target, `${TEXT_DOMAIN}.pot`)
	);
	const scripts = builtScripts(pluginDir);
	const written: Record<string, string[]> = {};
	for (const locale of shippedLocales(sourceDir)) {
		const catalog = readTranslation(locale, sourceDir);
		const files = [`${TEXT_DOMAIN}-${locale}.mo`];
		writeFileSync(join(target, files[0] ?? ''), compileMo(catalog));
		for (const script of scripts) {
			const translations = scriptTranslations(
				catalog,
				script,
				readFileSync(join(pluginDir, script), 'utf8')
			);
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
