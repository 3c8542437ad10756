// `node --import tsx tools/wp-build/src/main.ts [packageDir]`: builds one package
// (default: the current directory) as a WordPress editor script.
import { resolve } from 'node:path';

import { buildForWordPress } from './build-package';

const packageDir = resolve(process.argv[2] ?? '.');
const result = await buildForWordPress(packageDir);
console.log(
	`${result.handle}: build-wp/index.js (depends on ${result.dependencies.join(', ') || 'nothing'})` +
		(result.chunks.length ? `; loads on first use: ${result.chunks.join(', ')}` : '') +
		(result.blocks.length ? `; blocks: ${result.blocks.join(', ')}` : '') +
		(result.view
			? `; build-wp/view.js (depends on ${result.view.dependencies.join(', ') || 'nothing'})`
			: '')
);
