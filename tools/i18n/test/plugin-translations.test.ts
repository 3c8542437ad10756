import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { mo } from 'gettext-parser';
import { afterEach, describe, expect, it } from 'vitest';

import type { Message } from '../src/catalog';
import { scriptTranslationFile } from '../src/compile';
import { writePluginTranslations } from '../src/plugin-translations';
import { formatCatalog, translationHeaders } from '../src/po';

const messages: Message[] = [
	{ msgid: 'Close', references: ['a.ts'], comments: [] },
	{ context: 'block title', msgid: 'Map', references: ['b/block.json'], comments: [] },
];

let dir: string | undefined;
afterEach(() => {
	if (dir !== undefined) {
		rmSync(dir, { recursive: true, force: true });
	}
});

describe('writePluginTranslations', () => {
	it('writes the template, a .mo file and a JSON file for each script that uses a translated string', () => {
		dir = mkdtempSync(join(tmpdir(), 'blockyard-i18n-'));
		const languages = join(dir, 'languages-source');
		const plugin = join(dir, 'plugin');
		mkdirSync(languages);
		mkdirSync(join(plugin, 'build', 'content', 'chunks'), { recursive: true });
		writeFileSync(join(languages, 'blockyard.pot'), formatCatalog(messages));
		writeFileSync(
			join(languages, 'blockyard-de_DE.po'),
			formatCatalog(
				messages,
				translationHeaders('de_DE', 'nplurals=2; plural=(n != 1);'),
				new Map([
					['Close', { msgstr: ['Schließen'], fuzzy: false }],
					['block title\u0004Map', { msgstr: ['Karte'], fuzzy: false }],
				])
			)
		);
		writeFileSync(join(plugin, 'build', 'content', 'index.js'), 'register("blockyard/map");');
		writeFileSync(
			join(plugin, 'build', 'content', 'chunks', 'edit-1a2b.js'),
			'e.__("Close","blockyard")'
		);

		const written = writePluginTranslations(plugin, languages);

		const chunkFile = scriptTranslationFile('de_DE', 'build/content/chunks/edit-1a2b.js');
		expect(written).toEqual({ de_DE: ['blockyard-de_DE.mo', chunkFile] });
		expect(existsSync(join(plugin, 'languages', 'blockyard.pot'))).toBe(true);
		expect(
			mo.parse(readFileSync(join(plugin, 'languages', 'blockyard-de_DE.mo'))).translations[
				'block title'
			]?.Map?.msgstr
		).toEqual(['Karte']);
		const chunk = JSON.parse(readFileSync(join(plugin, 'languages', chunkFile), 'utf8')) as {
			source: string;
			locale_data: { messages: Record<string, unknown> };
		};
		expect(chunk.source).toBe('build/content/chunks/edit-1a2b.js');
		expect(chunk.locale_data.messages.Close).toEqual(['Schließen']);
		expect(chunk.locale_data.messages['block title\u0004Map']).toBeUndefined();
	});
});
