// The playground: Gutenberg's block editor with every Blockyard block, without
// WordPress. `npm start` serves it with the local provider (see README.md).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { translationFiles } from '@blockyard/i18n/vite';
import react from '@vitejs/plugin-react';
import {
	build,
	defaultClientConditions,
	defineConfig,
	type Plugin,
	type ProxyOptions,
	type Rolldown,
	type UserConfig,
} from 'vite';

import { packageChunkName, packageOwners } from './package-chunks.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function portFromEnv(name: string, fallback: number): number {
	const raw = process.env[name];
	if (raw === undefined || raw === '') {
		return fallback;
	}
	const port = Number(raw);
	if (!Number.isInteger(port) || port < 1 || port > 65535) {
		throw new Error(`${name} must be a port number (1-65535), not "${raw}".`);
	}
	return port;
}

const port = portFromEnv('BLOCKYARD_PLAYGROUND_PORT', 5173);
// A target without its trailing slash, so proxied paths are not joined with two.
const providerUrl = (process.env.BLOCKYARD_PROVIDER_URL || 'http://127.0.0.1:8787').replace(/\/$/, '');
const proxy: Record<string, ProxyOptions> = {
	'/wp-json': { target: providerUrl },
	'/wp-content': { target: providerUrl },
	// The provider's stand-in pages (the authorize screen of the connection flow) and its map
	// tiles (`/blockyard/tiles/…`, which the map settings' templates point at through this origin).
	'/blockyard': { target: providerUrl },
	// The provider's stand-in for the maps provider's geocoding (the map block's search with a token).
	'/geocoding': { target: providerUrl },
	// The provider stands in for the platform's public API host too (the playground's platform root).
	'/rest': { target: providerUrl },
	'/wpcom': { target: providerUrl },
	// The images and pages the provider's outside services answer with (stock photos, GIFs and
	// their embed pages, Instagram photos, the external media services' pictures, all resized on
	// request like uploads) and its stand-in for the restaurant search.
	'/sample-media': { target: providerUrl },
	'/external-media-files': { target: providerUrl },
	'/gif-media': { target: providerUrl },
	'/gif-embed': { target: providerUrl },
	'/instagram-media': { target: providerUrl },
	'/restaurant-search-provider': { target: providerUrl },
	// The resumable (tus) video upload, at the URL the upload token's answer gives; the site's
	// admin-ajax that gives that token (`videopress-get-upload-jwt`, which the poster and track
	// writes ask for too); the hosted videos' text track files.
	'/resumable-upload': { target: providerUrl },
	'/wp-admin/admin-ajax.php': { target: providerUrl },
	'/videopress-tracks': { target: providerUrl },
	// The hosted video service's player, share page and oEmbed (the provider stands in for it).
	'/embed/': { target: providerUrl },
	'/v/': { target: providerUrl },
	'/oembed': { target: providerUrl },
};

/**
 * `vite preview` serves the built playground on loopback, to the e2e suite and the benchmarks, and
 * compresses every answer again on each request: about a quarter of a CPU-second per editor load
 * (5.5 MB of JavaScript) for bytes that never leave the machine. A request that accepts no
 * encoding is answered as the files are.
 */
const uncompressedPreview: Plugin = {
	name: 'blockyard:uncompressed-preview',
	configurePreviewServer(server) {
		server.middlewares.use((request, _response, next) => {
			delete request.headers['accept-encoding'];
			next();
		});
	},
};

/** Who owns each module of the packages' registrations (see package-chunks.ts), found before the editor's build groups its chunks. */
let owners: ReadonlyMap<string, string> = new Map();

/**
 * Before the editor's build: builds the editor once more, in memory, its chunks left to the
 * bundler, and finds there which modules each package's registration loads that the page's own
 * code does not ({@link packageOwners}).
 */
const findPackageOwners: Plugin = {
	name: 'blockyard:package-owners',
	apply: 'build',
	async buildStart() {
		const config = playgroundConfig('editor');
		const output = (await build({
			...config,
			configFile: false,
			logLevel: 'silent',
			plugins: [react(), translationFiles()],
			build: {
				write: false,
				chunkSizeWarningLimit: 8000,
				rolldownOptions: { input: { editor: `${here}/index.html` } },
			},
		})) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
		owners = packageOwners(
			(Array.isArray(output) ? output : [output])
				.flatMap((result) => result.output)
				.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
				.map((chunk) => ({
					fileName: chunk.fileName,
					isEntry: chunk.isEntry,
					facadeModuleId: chunk.facadeModuleId,
					imports: chunk.imports,
					dynamicImports: chunk.dynamicImports,
					moduleIds: Object.entries(chunk.modules)
						.filter(([, module]) => module.renderedLength > 0)
						.map(([id]) => id),
				}))
		);
	},
};

/** The editor's build: each package's registration in a file of its own (see package-chunks.ts). */
const editorBuild: UserConfig['build'] = {
	outDir: 'dist',
	// dist/.vite/manifest.json: which chunks the editor and each package load (the e2e and the bench read it).
	manifest: true,
	emptyOutDir: true,
	rolldownOptions: {
		input: { editor: `${here}/index.html` },
		output: {
			codeSplitting: {
				groups: [
					{
						name: packageChunkName(() => owners),
						// Only the modules named: what they import is the page's, or named too.
						includeDependenciesRecursively: false,
					},
				],
			},
		},
	},
	// Gutenberg alone is ~5.5 MB of JavaScript; that is expected here.
	chunkSizeWarningLimit: 8000,
};

/** The visitor's view of a post (preview.html?post=ID), built after the editor, beside it. */
const previewBuild: UserConfig['build'] = {
	outDir: 'dist',
	// dist/.vite/preview-manifest.json: which chunks the visitor's page loads.
	manifest: '.vite/preview-manifest.json',
	emptyOutDir: false,
	rolldownOptions: { input: { preview: `${here}/preview.html` } },
	chunkSizeWarningLimit: 8000,
};

/**
 * The playground's configuration, building one of its pages: the editor (`index.html`, with
 * `vite`, `vite preview` and the dev server) or the visitor's view of a post (`preview.html`).
 * Each page is a build of its own, into the same `dist`, so that how the editor's build groups
 * the packages' code (package-chunks.ts) does not change what the visitor's page loads.
 */
export function playgroundConfig(page: 'editor' | 'preview'): UserConfig {
	return {
		root: here,
		plugins: [
			react(),
			translationFiles(),
			uncompressedPreview,
			...(page === 'editor' ? [findPackageOwners] : []),
		],
		resolve: {
			// Workspace packages resolve to their TypeScript source.
			conditions: ['@blockyard/source', ...defaultClientConditions],
			alias: [
				// Keep the wasm-vips (13 MB) and video conversion workers out: see src/editor/stubs/media-worker.ts.
				{
					find: /^@wordpress\/(vips|video-conversion)\/worker$/,
					replacement: `${here}/src/editor/stubs/media-worker.ts`,
				},
				// format-library's package exports hide its stylesheet.
				{
					find: /^@wordpress\/format-library\/build-style\/(.*)$/,
					replacement: `${dirname(require.resolve('@wordpress/format-library/package.json'))}/build-style/$1`,
				},
			],
		},
		server: { host: '127.0.0.1', port, strictPort: true, proxy },
		preview: { host: '127.0.0.1', port, strictPort: true, proxy },
		build: page === 'editor' ? editorBuild : previewBuild,
	};
}

export default defineConfig(playgroundConfig('editor'));
