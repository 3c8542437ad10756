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
		// never a measure of speed (that is `npm run bench`).
		testTimeout: 20_000,
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
		testTimeout: 20_000,
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

/** The test files under `root`'s src/ and test/ that mock modules (`vi.mock`), relative to `root`. */
export function filesMockingModules(root: string): string[] {
	const found: string[] = [];
	const visit = (dir: string): void => {
		let entries;
		try {
			entries = readdirSync(dir, { withFileTypes: true });
		} catch {
			return;
		}
		for (const entry of entries) {
			const path = join(dir, entry.name);
			if (entry.isDirectory() && entry.name !== 'node_modules') {
				visit(path);
			} else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock(')) {
				found.push(relative(root, path));
			}
		}
	};
	visit(join(root, 'src'));
	visit(join(root, 'test'));
	return found.sort();
}

/**
 * The package's final config: its test files share their worker's modules (`isolate: false`),
 * which takes a package's tests from about a minute to seconds on a 2-core machine (each file no
 * longer imports React and the @wordpress packages again). What one file leaves in shared state
 * (registered block types, hooks, the host, storage) is cleared by the setup (vitest.setup-dom.ts).
 * Two kinds of files get a module graph of their own, in a project of their own: those that mock
 * modules (a mock must not leak into another file), found by themselves, and those `ownModules`
 * names (globs), whose tests need a module's state fresh (a cache of the service's answers, the
 * block editor of WordPress's own registry).
 */
export function withSharedModules(
	config: ViteUserConfig,
	{ ownModules = [], root = process.cwd() }: { ownModules?: readonly string[]; root?: string } = {}
): ViteUserConfig {
	const { include, ...test } = config.test ?? {};
	const own = [...filesMockingModules(root), ...ownModules];
	return {
		...config,
		test: {
			...test,
			projects: [
				{
					extends: true as const,
					test: { name: 'shared modules', isolate: false, include, exclude: own },
				},
				...(own.length === 0
					? []
					: [
							{
								extends: true as const,
								test: { name: 'own modules', isolate: true, include: own },
							},
						]),
			],
		},
	};
}
