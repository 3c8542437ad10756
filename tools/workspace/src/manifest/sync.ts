import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { derivedFiles, type DerivedFile } from './derived-files';

/** `file`'s text as the repository's Prettier settings format it. */
export async function formatDerived(root: string, file: DerivedFile): Promise<DerivedFile> {
	const filepath = join(root, file.path);
	const options = (await resolveConfig(filepath)) ?? {};
	return { path: file.path, text: await format(file.text, { ...options, filepath }) };
}

/** The derived files whose text on disk is not what the block folders say (missing ones too). */
export async function staleDerivedFiles(root: string): Promise<DerivedFile[]> {
	const expected = await Promise.all(derivedFiles(root).map((file) => formatDerived(root, file)));
	return expected.filter((file) => {
		const path = join(root, file.path);
		return !existsSync(path) || readFileSync(path, 'utf8') !== file.text;
	});
}

/** Writes every derived file that is out of date; returns their paths. */
export async function syncDerivedFiles(root: string): Promise<string[]> {
	const stale = await staleDerivedFiles(root);
	for (const file of stale) {
		writeFileSync(join(root, file.path), file.text);
	}
	return stale.map((file) => file.path);
}
