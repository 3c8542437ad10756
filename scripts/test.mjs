// `npm test`: install what is missing (Debian's chromium included), then lint, typecheck,
// unit and integration tests and the build of every project (npm packages and the WordPress plugin),
// the release's publish rehearsed against a local registry, then the end-to-end suites in
// Chromium: the playground, and the plugin inside real WordPress.
import { auditDependencies } from './lib/audit.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { publishedVersions, publishWorkspace, startLocalRegistry } from './lib/local-registry.mjs';
import { run } from './lib/run.mjs';

ensureDependencies();
ensureChromium();

// npm audit, only where the registry answers it (docs/decisions/0017-npm-audit-in-npm-test.md).
console.log('\nblockyard: npm audit (when the registry answers it)');
const audit = await auditDependencies();
console.log(`blockyard: npm audit: ${audit.line}`);
if (audit.fails) {
	console.error('blockyard: npm audit failed.');
	process.exit(1);
}

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
	'lint, typecheck, unit tests, npm build, packaging checks (publint, Are the Types Wrong), size budgets and API reports of every project',
	process.execPath,
	[
		...nx,
		'run-many',
		'-t',
		'lint',
		'typecheck',
		'test',
		'build',
		'pack-check',
		'size',
		'--parallel=2',
		'--outputStyle=stream',
	],
	env
);
// The release's `nx release publish`, to a local registry (docs/decisions/0020-packages-as-consumers-get-them.md).
console.log('\nblockyard: publish every public package to a local registry (Verdaccio), as the release does');
const registry = await startLocalRegistry();
try {
	const packages = publishWorkspace(registry, { stdio: 'pipe' });
	const missing = packages.filter((pkg) => !publishedVersions(registry, pkg.name).includes(pkg.version));
	if (missing.length > 0) {
		throw new Error(
			`the registry does not serve ${missing.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ')}`
		);
	}
	console.log(
		`blockyard: the registry serves ${packages.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ')}`
	);
} catch (error) {
	console.error(`blockyard: publish rehearsal failed: ${error.message}`);
	process.exitCode = 1;
} finally {
	await registry.stop();
}
if (process.exitCode) {
	process.exit(process.exitCode);
}

run('end-to-end tests (Playwright, Chromium)', process.execPath, [
	'node_modules/@playwright/test/cli.js',
	'test',
	'--config',
	'e2e/playwright.config.ts',
]);
run('end-to-end tests inside WordPress 6.5.5 and 6.7 (WordPress Playground, Chromium)', process.execPath, [
	'node_modules/@playwright/test/cli.js',
	'test',
	'--config',
	'e2e/playwright.wordpress.config.ts',
]);
console.log('\nblockyard: every check passed.');
