// One flat config for the whole workspace. The module-boundary rule below is what
// keeps the dependency direction true (docs/decisions/0001-workspace-and-tooling.md):
// api-client ← ui ← connection ← feature packages ← editor. Feature packages never import each other.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Which layers each layer may import. A project's layer is its `layer:*` tag. */
export const layerConstraints = [
	{ sourceTag: 'layer:api-client', onlyDependOnLibsWithTags: ['layer:api-client'] },
	{ sourceTag: 'layer:ui', onlyDependOnLibsWithTags: ['layer:api-client', 'layer:ui'] },
	{
		sourceTag: 'layer:connection',
		onlyDependOnLibsWithTags: ['layer:api-client', 'layer:ui', 'layer:connection'],
	},
	// A feature package may use the shared layers but never another feature package:
	// the rule below forbids `layer:feature` → `layer:feature` by omission, and a
	// package importing itself by name is not a dependency.
	{
		sourceTag: 'layer:feature',
		onlyDependOnLibsWithTags: ['layer:api-client', 'layer:ui', 'layer:connection'],
	},
	{
		sourceTag: 'layer:host',
		onlyDependOnLibsWithTags: ['layer:api-client', 'layer:ui', 'layer:connection', 'layer:feature'],
	},
	// The playground: a private app that runs the whole suite, above every package; its Vite
	// config uses the build tools (the translation files' loader).
	{
		sourceTag: 'layer:app',
		onlyDependOnLibsWithTags: [
			'layer:tool',
			'layer:api-client',
			'layer:ui',
			'layer:connection',
			'layer:feature',
			'layer:host',
		],
	},
	{ sourceTag: 'layer:tool', onlyDependOnLibsWithTags: ['layer:api-client', 'layer:tool'] },
	// The plugin bundles every package (its build reads their source, block.json and kses.json
	// files) and writes the forms contract of the api-client as PHP: it sits above them all.
	{
		sourceTag: 'layer:plugin',
		onlyDependOnLibsWithTags: [
			'layer:tool',
			'layer:api-client',
			'layer:ui',
			'layer:connection',
			'layer:feature',
			'layer:host',
		],
	},
	{ sourceTag: 'layer:test', onlyDependOnLibsWithTags: ['*'] },
	// The private test helpers: the test host, and the connection store of a connected user.
	{
		sourceTag: 'layer:test-utils',
		onlyDependOnLibsWithTags: ['layer:api-client', 'layer:ui', 'layer:connection', 'layer:test-utils'],
	},
];

/**
 * React reaches the packages' code through @wordpress/element (types may come from react): the
 * packages' rule and the deprecations' rule below both list these, since a later block of the
 * config replaces a rule's options rather than adding to them.
 */
const wordpressReactImports = [
	{ name: 'react', message: 'Import from @wordpress/element.', allowTypeImports: true },
	{ name: 'react-dom', message: 'Import from @wordpress/element.', allowTypeImports: true },
	{ name: 'react-dom/client', message: 'Import from @wordpress/element.', allowTypeImports: true },
];

/**
 * What a block's `deprecated/` folder may import: @wordpress/* (the editor's own API), react
 * (types only, as everywhere in the packages) and its own files (`./…`, never through `..`).
 * The regular expression matches every other specifier.
 */
const deprecationImportsOutsideTheFolder = String.raw`^(?!@wordpress/[^/]|react$|\./(?!(?:.*/)?\.\.(?:/|$)))`;

const deprecationImportMessage =
	'A deprecation is a frozen copy of what its version saved: it imports only @wordpress/*, ' +
	'react types and files of its own folder (./…). Copy what it needs into the folder, so a ' +
	"later change to today's code can never change what an old post must match.";

// Test files of any layer may use the private test helpers.
for (const constraint of layerConstraints) {
	if (!constraint.onlyDependOnLibsWithTags.includes('*')) {
		constraint.onlyDependOnLibsWithTags.push('layer:test-utils');
	}
}

export default tseslint.config(
	{
		ignores: [
			'**/node_modules/**',
			'e2e/wordpress-runtime/**',
			'e2e/wordpress-playground/**',
			'**/dist/**',
			'**/build-wp/**',
			'**/.data/**',
			'**/test-results/**',
			'**/playwright-report/**',
			'**/.nx/**',
			'**/tmp/**',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx,js,mjs}'],
		languageOptions: {
			ecmaVersion: 2023,
			sourceType: 'module',
			globals: { ...globals.browser, ...globals.node },
		},
		plugins: { '@nx': nx, 'react-hooks': reactHooks },
		rules: {
			'@nx/enforce-module-boundaries': [
				'error',
				{
					enforceBuildableLibDependency: false,
					// The e2e suite starts services with the same helpers as `npm start`; the
					// workspace checks read the layer table below.
					allow: ['^(\\.\\./)+scripts/lib/[\\w-]+\\.mjs$', '^(\\.\\./)+eslint\\.config\\.js$'],
					depConstraints: layerConstraints,
				},
			],
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'warn',
			'@typescript-eslint/no-explicit-any': 'error',
			'@typescript-eslint/consistent-type-imports': 'error',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
		},
	},
	{
		// Build and test configs share the workspace's root settings (vitest.shared.ts, vite.lib.ts);
		// they are not package code, so the layer rule does not apply to them.
		files: ['**/vitest.config.ts', '**/vite.config.ts', '**/vite.lib.config.ts'],
		rules: { '@nx/enforce-module-boundaries': 'off' },
	},
	{
		// Playwright fixtures call `use()`, which is not React's hook.
		files: ['e2e/**'],
		rules: { 'react-hooks/rules-of-hooks': 'off' },
	},
	{
		// The consumers' templates are apps of their own that install the published packages
		// from a registry: their imports are not edges of the workspace.
		files: ['e2e/consumers/vite-app/**', 'e2e/consumers/wp-plugin/**'],
		rules: { '@nx/enforce-module-boundaries': 'off' },
	},
	{
		// Nx loads the release's changelog renderer as CommonJS.
		files: ['**/*.cjs'],
		languageOptions: { sourceType: 'commonjs', globals: globals.node },
	},
	{
		// webpack reads a CommonJS config, as @wordpress/scripts documents it.
		files: ['e2e/consumers/wp-plugin/webpack.config.js'],
		languageOptions: { sourceType: 'commonjs' },
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
	{
		// Inside WordPress, blocks run on the React that WordPress ships (18.2 in 6.5),
		// reached through @wordpress/element; the WordPress build checks those imports
		// against WordPress 6.5's exports (tools/wp-build).
		files: ['packages/*/src/**/*.{ts,tsx}'],
		rules: {
			'@typescript-eslint/no-restricted-imports': ['error', { paths: wordpressReactImports }],
		},
	},
	{
		// A block's deprecations (`deprecated/vN`) are frozen copies of what each version saved:
		// its save, its attributes and the helpers its save used. Importing today's code (the
		// block's modules, its block.json, another package) would let a later change alter what
		// an old post must match and turn old posts invalid. Tests beside them may import the
		// block. tools/workspace-checks proves each of these fires.
		files: ['packages/*/src/**/deprecated/**/*.{ts,tsx}'],
		ignores: ['**/*.test.{ts,tsx}'],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					paths: wordpressReactImports,
					patterns: [
						{ regex: deprecationImportsOutsideTheFolder, message: deprecationImportMessage },
					],
				},
			],
			'no-restricted-syntax': [
				'error',
				{
					selector: 'TSAsExpression > TSAsExpression.expression',
					message:
						'No double casts (`x as unknown as T`) in a deprecation: type its frozen copy as what it is.',
				},
				{
					selector: 'ImportExpression',
					message:
						"No import() in a deprecation: the editor reads it with the post, and it is a frozen copy that loads nothing of today's code.",
				},
				{
					selector: 'TSImportType',
					message:
						"No import('…') types in a deprecation: copy the types it needs into its folder and use `import type { … } from './…'`.",
				},
			],
		},
	}
);
