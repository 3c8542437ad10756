// `npm test`: install what is missing (Debian's headless Chromium and PHP included), then the format
// check, lint and the type check of the whole workspace, the unit and integration tests and the
// build of every project (npm packages and the WordPress plugin),
// the packaging checks and size budgets, the release's publish rehearsed against a local registry
// and the consumers that install from it, then the end-to-end suites in Chromium: the playground,
// and the plugin inside real WordPress, one version after the other. Each phase is timed; the
// table of their times is printed last.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { auditDependencies } from './lib/audit.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { CONSUMERS, keepThirdPartyInstall } from './lib/consumers.mjs';
import { ensureDependencies } from './lib/install.mjs';
import {
	publishedVersions,
	publishWorkspace,
	registryDir,
	startLocalRegistry,
} from './lib/local-registry.mjs';
import { root } from './lib/paths.mjs';
import { createPhases } from './lib/phases.mjs';
import { ensurePhp } from './lib/php.mjs';
import { run, runShowingFailures, runTogether } from './lib/run.mjs';

const phases = createPhases();
const playwright = ['node_modules/@playwright/test/cli.js', 'test', '--config'];
const nx = ['node_modules/nx/dist/bin/nx.js'];
const nxEnv = { NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
/** The WordPress versions the WordPress e2e run covers, each run and timed on its own. */
const wordpressVersions = JSON.parse(readFileSync(join(root, 'e2e', 'wordpress', 'versions.json'), 'utf8'));

/** Makes Nx's project graph (and its cache, which ESLint's dependency-direction rule reads). */
function projectGraph() {
	const result = spawnSync(process.execPath, [...nx, 'show', 'projects'], {
		cwd: root,
		stdio: ['ignore', 'ignore', 'inherit'],
		env: { ...process.env, ...nxEnv },
	});
	if (result.status !== 0) {
		throw new Error(
			`Nx could not make the project graph (${result.signal ?? `exit code ${result.status}`}).`
		);
	}
}

function installWhatIsMissing() {
	ensureDependencies();
	ensureChromium();
	// WordPress's builds, and PHP to serve them (docs/decisions/0051-wordpress-e2e-on-native-php.md).
	ensureDependencies(join(root, 'e2e', 'wordpress-runtime'), '— WordPress 6.5.5 and 6.7 on SQLite');
	const php = ensurePhp();
	if (php.version === undefined) {
		console.log(
			`blockyard: ${php.reason}; the WordPress e2e run falls back to WordPress Playground (slow).`
		);
		ensureDependencies(join(root, 'e2e', 'wordpress-playground'), '— WordPress Playground, the fallback');
	}
	ensureDependencies(registryDir, '— Verdaccio, the local registry');
	// The consumers' third-party installs (React, Gutenberg, @wordpress/scripts), kept between runs.
	for (const name of Object.keys(CONSUMERS)) {
		if (keepThirdPartyInstall(name)) {
			console.log(
				`blockyard: installed the ${name} consumer's third-party dependencies, kept for its runs`
			);
		}
	}
}

// npm audit, only where the registry answers it (docs/decisions/0017-npm-audit-in-npm-test.md).
async function audit() {
	const result = await auditDependencies();
	console.log(`blockyard: npm audit: ${result.line}`);
	if (result.fails) {
		throw new Error('npm audit failed.');
	}
}

const nxRunMany = (...targets) =>
	runShowingFailures(
		process.execPath,
		[...nx, 'run-many', '-t', ...targets, '--parallel=3', '--outputStyle=stream'],
		nxEnv
	);

// The release's `nx release publish`, to a local registry (docs/decisions/0020-packages-as-consumers-get-them.md),
// then the consumers that install from it (docs/decisions/0023-consumers-from-the-registry.md).
async function publishAndConsume() {
	let registry;
	try {
		await phases.phase(
			'registry publish',
			async () => {
				registry = await startLocalRegistry();
				const packages = publishWorkspace(registry, { stdio: 'pipe' });
				const missing = packages.filter(
					(pkg) => !publishedVersions(registry, pkg.name).includes(pkg.version)
				);
				if (missing.length > 0) {
					throw new Error(
						`the registry does not serve ${missing.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ')}`
					);
				}
				console.log(
					`blockyard: the registry serves ${packages.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ')}`
				);
			},
			'publish every public package to a local registry (Verdaccio), as the release does'
		);
		await phases.phase(
			'consumers',
			() =>
				run(process.execPath, [...playwright, 'e2e/playwright.consumers.config.ts'], {
					BLOCKYARD_REGISTRY_URL: registry.url,
					BLOCKYARD_REGISTRY_NPMRC: registry.npmrc,
				}),
			'the packages as users get them: a Vite app and a WordPress plugin (WordPress 6.5) install @blockyard/content from that registry (Playwright, Chromium)'
		);
	} finally {
		await registry?.stop();
	}
}

try {
	await phases.phase('install', installWhatIsMissing, 'install what is missing');
	await phases.phase('npm audit', audit, 'npm audit (when the registry answers it)');
	// The format check, ESLint and TypeScript each keep one core busy: they run side by side. One
	// ESLint run covers the workspace: each project's own run loads the config, its plugins and Nx's
	// project graph again, about three times the work (`npx nx run <project>:lint` is one project).
	// One TypeScript program checks every package and tool (tsconfig.typecheck.json): each
	// project's own check went through its dependencies' sources again, several times the work
	// (`npx nx run <project>:typecheck` is one project's). The e2e suites declare the page's
	// globals their own way, so their files are a program of their own.
	await phases.phase(
		'format, lint, types',
		async () => {
			// ESLint's dependency-direction rule (@nx/enforce-module-boundaries) reads Nx's project
			// graph from Nx's cache, and skips itself, with a warning, when there is none: on a clean
			// clone, where nothing has run Nx yet, the graph is made first (a few seconds).
			projectGraph();
			await runTogether([
				[
					process.execPath,
					['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'],
				],
				[
					process.execPath,
					[
						'node_modules/eslint/bin/eslint.js',
						'.',
						'--cache',
						'--cache-location',
						'node_modules/.cache/eslint/',
					],
				],
				[process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.typecheck.json']],
				[process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'e2e/tsconfig.json']],
			]);
		},
		'format check (prettier), ESLint and the type check (tsc) of the whole workspace, side by side'
	);
	await phases.phase(
		'unit, build',
		() => nxRunMany('test', 'build'),
		'unit and integration tests, and the build of every project'
	);
	await phases.phase(
		'pack checks, size budgets',
		() => nxRunMany('pack-check', 'size'),
		'packaging checks (publint, Are the Types Wrong) and size budgets of every package'
	);
	await publishAndConsume();
	await phases.phase(
		'playground e2e',
		() => run(process.execPath, [...playwright, 'e2e/playwright.config.ts']),
		'end-to-end tests in the playground (Playwright, Chromium)'
	);
	for (const version of wordpressVersions) {
		await phases.phase(
			`WordPress ${version.name} e2e`,
			() =>
				run(process.execPath, [...playwright, 'e2e/playwright.wordpress.config.ts'], {
					BLOCKYARD_WP_VERSIONS: version.name,
				}),
			`end-to-end tests inside ${version.label} (Playwright, Chromium)`
		);
	}
	console.log('\nblockyard: every check passed.');
} catch (error) {
	console.error(`\nblockyard: ${error.message}`);
	process.exitCode = 1;
}
