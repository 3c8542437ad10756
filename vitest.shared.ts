// Settings every package's vitest config starts from.
import { fileURLToPath } from 'node:url';

import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

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
