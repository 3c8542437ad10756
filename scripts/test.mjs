// `npm test`: install what is missing (Debian's chromium included), then lint, typecheck,
// unit and integration tests and the npm build of every project, then the end-to-end suite in Chromium.
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { run } from './lib/run.mjs';

ensureDependencies();
ensureChromium();

const nx = ['node_modules/nx/dist/bin/nx.js'];
const env = { NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };

run('format check (prettier)', process.execPath, [
	'node_modules/prettier/bin/prettier.cjs',
	'--check',
	'.',
	'--log-level',
	'warn',
]);
run(
	'lint, typecheck, unit tests and npm build of every project',
	process.execPath,
	[...nx, 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2', '--outputStyle=stream'],
	env
);
run(
	'build the playground',
	process.execPath,
	[...nx, 'run', '@blockyard/editor:build:playground', '--outputStyle=stream'],
	env
);
run('end-to-end tests (Playwright, Chromium)', process.execPath, [
	'node_modules/@playwright/test/cli.js',
	'test',
	'--config',
	'e2e/playwright.config.ts',
]);
console.log('\nblockyard: every check passed.');
