import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every file below `dir`, as its path from `root` with `/` between folders, leaving out each
 * file and folder whose path `skip` matches.
 */
export function filesBelow(dir: string, root: string, skip?: RegExp): string[] {
	const files: string[] = [];
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		const reference = relative(root, path).split(sep).join('/');
		if (skip?.test(reference)) {
			continue;
		}
		if (entry.isDirectory()) {
			files.push(...filesBelow(path, root, skip));
		} else {
			files.push(reference);
		}
	}
	return files;
}
