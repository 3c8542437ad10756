// `npm run api-report` (part of `npm test` through Nx): checks each published package's
// public surface, read from its built declarations, against its committed report
// `packages/<name>/api/<name>.api.md`; `--update` writes the reports instead.
import { resolve } from 'node:path';

import { checkApiReport, PUBLISHED_PACKAGES } from './api-report';

const root = resolve(import.meta.dirname, '../../..');
const update = process.argv.includes('--update');

const changed: string[] = [];
for (const name of PUBLISHED_PACKAGES) {
	const outcome = checkApiReport({ root, name, update });
	console.log(`${name}: ${outcome.message}`);
	if (!outcome.ok) {
		changed.push(name);
	}
}

if (changed.length > 0) {
	console.error(
		`\napi-report: the public API of ${changed.join(', ')} differs from its committed report. If the change is meant, run \`npm run api-report\` and commit packages/*/api/*.api.md with it.`
	);
	process.exit(1);
}
