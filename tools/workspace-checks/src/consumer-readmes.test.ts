// The READMEs tell plugin authors exactly what the consumer e2e does (e2e/consumers/): the code
// block under `<!-- consumer:wp-plugin/<file> -->` is that file of the template, and the one
// under `<!-- consumer:wp-plugin commands -->` is the commands the test runs, in order.
// `BLOCKYARD_UPDATE_READMES=1 npx nx run @blockyard/workspace-checks:test` rewrites the blocks
// from the templates; review the diff.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CONSUMERS, type ConsumerName } from '../../../scripts/lib/consumers.mjs';

const root = resolve(import.meta.dirname, '../../..');

/** The READMEs with a plugin author's section, and the consumer each one shows. */
const READMES: ReadonlyArray<{ readonly file: string; readonly consumer: ConsumerName }> = [
	{ file: 'README.md', consumer: 'wp-plugin' },
	{ file: 'packages/content/README.md', consumer: 'wp-plugin' },
];

/** A marker, the blank line after it (optional) and the fenced block it names. */
const BLOCK = /<!-- consumer:([\w-]+)(?:\/(\S+)| (commands)) -->\n\n?```(\w*)\n([\s\S]*?)```/g;

const LANGUAGES: Readonly<Record<string, string>> = { json: 'json', js: 'js', jsx: 'jsx', php: 'php' };

function filesUnder(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? filesUnder(path) : [path];
	});
}

/** What each marker of a consumer must hold: every template file, and its commands. */
function expectedBlocks(name: ConsumerName): Map<string, { language: string; text: string }> {
	const { template, commands } = CONSUMERS[name];
	const blocks = new Map<string, { language: string; text: string }>();
	for (const file of filesUnder(template).sort()) {
		const path = relative(template, file).split('\\').join('/');
		const extension = path.slice(path.lastIndexOf('.') + 1);
		blocks.set(`${name}/${path}`, {
			language: LANGUAGES[extension] ?? '',
			text: readFileSync(file, 'utf8'),
		});
	}
	blocks.set(`${name} commands`, {
		language: 'sh',
		text: commands.map((command) => `${command.join(' ')}\n`).join(''),
	});
	return blocks;
}

describe('the READMEs show plugin authors what the consumer e2e does', () => {
	for (const { file, consumer } of READMES) {
		it(`${file}: every file of e2e/consumers/${consumer} and its commands, as they are`, () => {
			const path = join(root, file);
			const expected = expectedBlocks(consumer);
			let text = readFileSync(path, 'utf8');
			if (process.env.BLOCKYARD_UPDATE_READMES) {
				text = text.replace(BLOCK, (block, name: string, filePath?: string, commands?: string) => {
					const want = expected.get(`${name}${filePath ? `/${filePath}` : ` ${commands}`}`);
					return want
						? block.replace(/```\w*\n[\s\S]*```$/, `\`\`\`${want.language}\n${want.text}\`\`\``)
						: block;
				});
				writeFileSync(path, text);
			}
			const found = new Map<string, { language: string; text: string }>();
			for (const match of text.matchAll(BLOCK)) {
				const [, name, filePath, commands, language = '', body = ''] = match;
				const key = `${name}${filePath ? `/${filePath}` : ` ${commands}`}`;
				expect(found.has(key), `${key} is shown once`).toBe(false);
				found.set(key, { language, text: body });
			}
			expect(
				[...found.keys()].sort(),
				'each template file and the commands, under their markers'
			).toEqual([...expected.keys()].sort());
			for (const [key, want] of expected) {
				expect(found.get(key), `${file}: ${key} (BLOCKYARD_UPDATE_READMES=1 rewrites it)`).toEqual(
					want
				);
			}
		});
	}
});
