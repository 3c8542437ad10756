// Settings every package's vitest config starts from, and `withSharedModules`, which every
// package's config ends with.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript source, so no package needs a build before its siblings test. */
export const sourceConditions = {
	resolve: { conditions: ['@blockyard/source', ...defaultClientConditions] },
	ssr: { resolve: { conditions: ['@blockyard/source', ...defaultServerConditions] } },
};

/** For packages that run only in Node (the api-client's transport, the local provider). */
export const nodeConfig = defineConfig({
	...sourceConditions,
	test: {
		environment: 'node',
		include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
		// A property test's hundred runs take seconds on a loaded 2-core machine: room to finish,
		// never a measure of speed (that is `npm run bench`). The same for a hook's set-up.
		testTimeout: 20_000,
		hookTimeout: 20_000,
	},
});

/**
 * For packages that render with @wordpress packages. Their build-module files import JSON
 * without import attributes, so they are inlined; the heavy ones are pre-bundled once,
 * which takes a block test from ~24 s to ~3 s (measured on a 2-core machine). Leave
 * `react/jsx-runtime` out of the list and tests fail with "Calling `require` for react/jsx-runtime".
 */
export const wordpressConfig = defineConfig({
	...sourceConditions,
	test: {
		environment: 'happy-dom',
		setupFiles: [fileURLToPath(new URL('./vitest.setup-dom.ts', import.meta.url))],
		// An edit test renders the block editor and loads the edit's chunk: seconds on a loaded
		// 2-core machine. Timeouts are room to finish, never a measure of speed (that is `npm run bench`).
		// A hook gets the same room (Vitest gives it 10 s): a `beforeAll` that loads a lazy chunk
		// into a fresh module graph does the same work as such a test.
		testTimeout: 20_000,
		hookTimeout: 20_000,
		// block-editor's bundled postcss asks for `fs`, which the browser build stubs: harmless noise.
		onConsoleLog: (log) => !log.includes('has been externalized for browser compatibility'),
		include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
		server: { deps: { inline: [/@wordpress\//] } },
		deps: {
			optimizer: {
				client: {
					enabled: true,
					include: [
						'react',
						'react/jsx-runtime',
						'react-dom',
						'react-dom/client',
						'@wordpress/blocks',
						'@wordpress/block-editor',
						'@wordpress/components',
						'@wordpress/data',
						'@wordpress/element',
						'@wordpress/i18n',
						'@wordpress/icons',
						'@wordpress/compose',
						'@wordpress/hooks',
						'@wordpress/keyboard-shortcuts',
					],
				},
			},
		},
	},
});

/**
 * Calls that change which module an import gets: a file making one would change it for every
 * file sharing its modules (a mock), or hand them a fresh copy of a module they hold state in.
 */
const MODULE_REGISTRY_CALLS = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

/** A file's own environment, as its docblock asks for it (`// @vitest-environment jsdom`). */
const ENVIRONMENT_DOCBLOCK = /@vitest-environment\s+([\w-]+)/;

/** How a package's test files share modules. Paths are relative to the package. */
export interface TestFileGroups {
	/** Files that mock or reset modules: each gets a module graph of its own. */
	readonly changingModules: readonly string[];
	/** The other files that ask for an environment of their own, by environment. */
	readonly byEnvironment: ReadonlyMap<string, readonly string[]>;
}

/** Sorts the test files under `root`'s src/ and test/ into {@link TestFileGroups}. */
export function groupTestFiles(root: string): TestFileGroups {
	const changingModules: string[] = [];
	const byEnvironment = new Map<string, string[]>();
	const visit = (dir: string): void => {
		let entries;
		try {
			entries = readdirSync(dir, { withFileTypes: true });
		} catch {
			return;
		}
		for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
			const path = join(dir, entry.name);
			if (entry.isDirectory() && entry.name !== 'node_modules') {
				visit(path);
			} else if (/\.test\.tsx?$/.test(entry.name)) {
				const text = readFileSync(path, 'utf8');
				const environment = ENVIRONMENT_DOCBLOCK.exec(text)?.[1];
				if (MODULE_REGISTRY_CALLS.test(text)) {
					changingModules.push(relative(root, path));
				} else if (environment !== undefined) {
					byEnvironment.set(environment, [
						...(byEnvironment.get(environment) ?? []),
						relative(root, path),
					]);
				}
			}
		}
	};
	visit(join(root, 'src'));
	visit(join(root, 'test'));
	return { changingModules, byEnvironment };
}

/**
 * The package's final config: its test files share their worker's modules (`isolate: false`),
 * which takes a package's tests from about a minute to seconds on a 2-core machine (each file no
 * longer imports React and the @wordpress packages again). What one file leaves in shared state
 * (registered block types, hooks, the host, storage) is cleared by the setup (vitest.setup-dom.ts).
 * Files that ask for another environment (`// @vitest-environment jsdom`) share theirs in a
 * project of that environment: one window's globals never meet another's. Two kinds of files get
 * a module graph of their own, in a project of their own: those that mock or reset modules (a
 * mock must not leak into another file, nor a reset hand the other files a second copy of a
 * module), found by themselves, and those `ownModules` names (globs), whose tests need a
 * module's state fresh (a cache of the service's answers, the block editor of WordPress's own
 * registry).
 */
export function withSharedModules(
	config: ViteUserConfig,
	{ ownModules = [], root = process.cwd() }: { ownModules?: readonly string[]; root?: string } = {}
): ViteUserConfig {
	const { include, ...test } = config.test ?? {};
	const { changingModules, byEnvironment } = groupTestFiles(root);
	const own = [...changingModules, ...ownModules];
	const ownEnvironment = [...byEnvironment.values()].flat();
	// Vitest pre-bundles dependencies (wordpressConfig) once per project, into a cache of that
	// project's own, and for the root config too, which runs no test: seconds of both cores and
	// about 68 MB each, on every clean clone. Only the projects that load them in a browser-like
	// environment pre-bundle them; a Node environment does not use the browser bundle.
	const prebundled = test.deps?.optimizer?.client?.enabled === true;
	const prebundling = (environment: string | undefined) => ({
		optimizer: { client: { enabled: prebundled && environment !== 'node' } },
	});
	return {
		...config,
		test: {
			...test,
			deps: {
				...test.deps,
				optimizer: {
					...test.deps?.optimizer,
					client: { ...test.deps?.optimizer?.client, enabled: false },
				},
			},
			projects: [
				{
					extends: true as const,
					test: {
						name: 'shared modules',
						isolate: false,
						deps: prebundling(test.environment),
						include,
						exclude: [...own, ...ownEnvironment],
					},
				},
				...[...byEnvironment].map(([environment, files]) => ({
					extends: true as const,
					test: {
						name: `shared modules (${environment})`,
						isolate: false,
						environment,
						deps: prebundling(environment),
						include: [...files],
						exclude: own,
					},
				})),
				...(own.length === 0
					? []
					: [
							{
								extends: true as const,
								test: {
									name: 'own modules',
									isolate: true,
									deps: prebundling(test.environment),
									include: own,
								},
							},
						]),
			],
		},
	};
}
