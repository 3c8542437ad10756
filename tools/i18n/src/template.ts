import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { mergeFound, type Found, type Message, type Problem } from './catalog';
import { extractBlockJson } from './extract-block-json';
import { extractPhp } from './extract-php';
import { extractScript } from './extract-scripts';
import { filesBelow } from './files';

export const repositoryRoot = resolve(import.meta.dirname, '..', '..', '..');

/** The folder of the template and the translations. */
export const languagesDir = join(repositoryRoot, 'languages');

/** The plugin's PHP, whose strings WordPress translates with the plugin's .mo file. */
const PLUGIN_PHP = join('packages', 'wordpress-plugin', 'plugin');

/** The playground's own screens: it runs in the site's language too (`?locale=`). */
const PLAYGROUND = join('tools', 'playground', 'src');

/** Test files, and what is built from the sources: no string of theirs reaches a user. */
const SKIPPED =
	/(^|\/)(node_modules|dist|build-wp|test|tests|__tests__|fixtures)(\/|$)|\.(test|spec)\.[jt]sx?$|\.d\.ts$/;

/** Every file whose strings the template lists (the packages', the plugin's PHP, the playground's), relative to the root, sorted. */
export function sourceFiles(root = repositoryRoot): string[] {
	const packages = join(root, 'packages');
	const files = readdirSync(packages, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.flatMap((entry) => {
			const src = join(packages, entry.name, 'src');
			try {
				return filesBelow(src, root, SKIPPED);
			} catch {
				return [];
			}
		})
		.filter((file) => /\.tsx?$/.test(file) || file.endsWith('/block.json'));
	const php = filesBelow(join(root, PLUGIN_PHP), root, SKIPPED).filter((file) => file.endsWith('.php'));
	const playground = filesBelow(join(root, PLAYGROUND), root, SKIPPED).filter((file) =>
		/\.tsx?$/.test(file)
	);
	return [...files, ...php, ...playground].sort();
}

/**
 * PHP a build writes rather than a file holds (the plugin's forms contract): its text, and as its
 * reference the file that writes it.
 */
export interface GeneratedPhp {
	readonly reference: string;
	readonly source: string;
}

/**
 * The messages of the template (every translatable string of the packages' scripts, their
 * block.json files, the plugin's PHP and the PHP its build writes), and the calls no template
 * can list.
 */
export function collectMessages(
	generated: readonly GeneratedPhp[] = [],
	root = repositoryRoot
): { messages: Message[]; problems: Problem[] } {
	const found: Found[] = [];
	const problems: Problem[] = [];
	const kind = (file: string): 'json' | 'php' | 'script' =>
		file.endsWith('.json') ? 'json' : file.endsWith('.php') ? 'php' : 'script';
	const files = [
		...sourceFiles(root).map((file) => ({
			reference: file,
			source: readFileSync(join(root, file), 'utf8'),
			kind: kind(file),
		})),
		...generated.map(({ reference, source }) => ({ reference, source, kind: 'php' as const })),
	].sort((a, b) => (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0));
	for (const { reference, source, kind: fileKind } of files) {
		if (fileKind === 'json') {
			found.push(...extractBlockJson(reference, JSON.parse(source) as Record<string, unknown>));
			continue;
		}
		const result = fileKind === 'php' ? extractPhp(reference, source) : extractScript(reference, source);
		found.push(...result.found);
		problems.push(...result.problems);
	}
	return { messages: mergeFound(found), problems };
}
