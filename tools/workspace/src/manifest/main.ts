// `npm run blocks`: writes the lists derived from the block folders (each package's
// src/blocks/index.ts, src/view/views.ts and kses.json). `npm run blocks -- --check` only says
// which are out of date, and fails if any is.
import { resolve } from 'node:path';

import { staleDerivedFiles, syncDerivedFiles } from './sync';

const root = resolve(import.meta.dirname, '../../../..');

if (process.argv.includes('--check')) {
	const stale = await staleDerivedFiles(root);
	for (const file of stale) {
		console.error(`${file.path} is out of date with the block folders: run \`npm run blocks\`.`);
	}
	process.exitCode = stale.length > 0 ? 1 : 0;
} else {
	const written = await syncDerivedFiles(root);
	console.log(written.length > 0 ? `wrote ${written.join(', ')}` : 'every derived list is up to date');
}
