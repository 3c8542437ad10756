import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { transform } from 'esbuild';
import { metadataFromServer } from '@blockyard/workspace/vite';
import { build, type Plugin, type Rolldown } from 'vite';

/** Left to WordPress (and to the consumer's React): never counted. */
export const PROVIDED_BY_WORDPRESS: readonly string[] = [
	'react',
	'react-dom',
	'react/jsx-runtime',
	'react-dom/client',
	'@wordpress/*',
];

export interface MeasureOptions {
	/**
	 * Imports left out of the bundle and not counted (`name`, or `scope/*` for everything
	 * below it); default {@link PROVIDED_BY_WORDPRESS}.
	 */
	readonly external?: readonly string[];
	/**
	 * Module path prefixes (from the repository's root, e.g. `node_modules/zod/`) of code that
	 * several lazily loaded chunks share and that is weighed on its own line: the chunks holding it
	 * are left out of each lazy chunk's weight and reported in {@link Measured.shared}.
	 */
	readonly shared?: readonly string[];
	/**
	 * Bundled as the WordPress plugin's build bundles it: each block's metadata left to the
	 * server's definitions, which every WordPress block editor starts with (`metadataFromServer`).
	 */
	readonly wordpress?: boolean;
}

/** Whether `id` is one of `patterns`: a name, or everything below `prefix/*`. */
const matchesAny = (patterns: readonly string[], id: string): boolean =>
	patterns.some((pattern) =>
		pattern.endsWith('/*') ? id.startsWith(pattern.slice(0, -1)) : id === pattern
	);

/** What a chunk weighs. */
export interface Weight {
	/** Minified bytes. */
	readonly bytes: number;
	/** Minified, gzipped (level 9) bytes. */
	readonly gzipBytes: number;
}

/** A chunk the journey loads with `import()`, on first use. */
export interface LazyChunk extends Weight {
	/** The module the `import()` names, relative to the repository (e.g. `packages/content/dist/blocks/business-hours/edit/index.js`). */
	readonly module: string;
}

export interface Measured extends Weight {
	/** The heaviest inputs of the eager code, by minified bytes in the output. */
	readonly heaviest: ReadonlyArray<{ readonly path: string; readonly bytes: number }>;
	/**
	 * Each `import()` target the journey reaches, with what loading it adds to the eager
	 * code: its chunk and the chunks only lazily loaded code shares.
	 */
	readonly lazy: readonly LazyChunk[];
	/** For each of `options.shared`, the lazily loaded chunks that hold it, weighed together. */
	readonly shared: ReadonlyArray<Weight & { readonly holds: string }>;
}

/** The entry: `source`, as if it were the file `entry` (which need not exist). */
function journey(source: string, entry: string): Plugin {
	return {
		name: 'blockyard:journey',
		enforce: 'pre',
		resolveId: (id) => (id === entry ? id : null),
		load: (id) => (id === entry ? source : null),
	};
}

/** Minified (esbuild, as a production build does) and gzipped. */
async function weigh(chunks: readonly Rolldown.OutputChunk[]): Promise<Weight> {
	const minified = await Promise.all(
		chunks.map(
			async (chunk) =>
				(await transform(chunk.code, { minify: true, format: 'esm', target: 'es2022' })).code
		)
	);
	const code = minified.join('\n');
	return { bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).byteLength };
}

/** The chunks `start` imports statically, itself included, but none of `exclude`. */
function staticClosure(
	start: Rolldown.OutputChunk,
	byFile: ReadonlyMap<string, Rolldown.OutputChunk>,
	exclude: ReadonlySet<string> = new Set()
): Rolldown.OutputChunk[] {
	const seen = new Map<string, Rolldown.OutputChunk>();
	const visit = (chunk: Rolldown.OutputChunk) => {
		if (seen.has(chunk.fileName) || exclude.has(chunk.fileName)) {
			return;
		}
		seen.set(chunk.fileName, chunk);
		for (const file of chunk.imports) {
			const imported = byFile.get(file);
			if (imported) {
				visit(imported);
			}
		}
	};
	visit(start);
	return [...seen.values()];
}

/**
 * Bundles `source` the way a consumer's bundler does: from `resolveDir`, through the
 * packages' published `exports` (their built `dist`, not their sources), tree-shaken,
 * minified for production, split at each `import()` (Rolldown, as Vite and the WordPress
 * build bundle; it splits through the packages' index files, which esbuild does not).
 * The eager code (the entry and every chunk it imports) is weighed as one file, as the
 * WordPress build ships it. React and `@wordpress/*` are left out unless `options.external`
 * says otherwise.
 */
export async function measure(
	source: string,
	resolveDir: string,
	{ external = PROVIDED_BY_WORDPRESS, shared = [], wordpress = false }: MeasureOptions = {}
): Promise<Measured> {
	// Imports in the journey resolve from `resolveDir`, as a file there would.
	const entry = join(resolveDir, 'blockyard-size-journey.js');
	const result = (await build({
		configFile: false,
		logLevel: 'silent',
		root: resolveDir,
		mode: 'production',
		// A library build leaves process.env.NODE_ENV to its consumer; a consumer's production build sets it.
		define: { 'process.env.NODE_ENV': JSON.stringify('production') },
		plugins: [journey(source, entry), ...(wordpress ? [metadataFromServer()] : [])],
		build: {
			write: false,
			// Vite's library build leaves whitespace in ES output; each chunk is minified below.
			minify: false,
			sourcemap: false,
			lib: { entry, formats: ['es'], fileName: () => 'journey.js' },
			rolldownOptions: {
				external: (id) => matchesAny(external, id),
				// The eager code in one chunk, which exports to the lazily loaded chunks what they share
				// with it, as an app's build and the WordPress build have it (a library build's default
				// splits the shared modules into chunks of their own).
				preserveEntrySignatures: 'allow-extension',
			},
		},
	})) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];

	const chunks = (Array.isArray(result) ? result : [result])
		.flatMap((output) => output.output)
		.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
	const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
	const main = chunks.find((chunk) => chunk.isEntry);
	if (!main) {
		throw new Error('The journey produced no entry chunk.');
	}

	const eager = staticClosure(main, byFile);
	const eagerFiles = new Set(eager.map((chunk) => chunk.fileName));
	const heaviest = eager
		.flatMap((chunk) => Object.entries(chunk.modules))
		.map(([path, module]) => ({ path: path.replace(`${resolveDir}/`, ''), bytes: module.renderedLength }))
		.sort((a, b) => b.bytes - a.bytes)
		.slice(0, 8);
	const holding = (prefix: string) =>
		chunks.filter(
			(chunk) =>
				!eagerFiles.has(chunk.fileName) &&
				!chunk.isDynamicEntry &&
				Object.keys(chunk.modules).some((id) => id.replace(`${resolveDir}/`, '').startsWith(prefix))
		);
	const sharedChunks = shared.map((holds) => ({ holds, chunks: holding(holds) }));
	const apart = new Set([
		...eagerFiles,
		...sharedChunks.flatMap(({ chunks: held }) => held.map((chunk) => chunk.fileName)),
	]);
	const lazy = await Promise.all(
		chunks
			.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null)
			.map(async (chunk) => ({
				module: (chunk.facadeModuleId ?? '').replace(`${resolveDir}/`, ''),
				...(await weigh(staticClosure(chunk, byFile, apart))),
			}))
	);
	lazy.sort((a, b) => a.module.localeCompare(b.module));

	return {
		...(await weigh(eager)),
		heaviest,
		lazy,
		shared: await Promise.all(
			sharedChunks.map(async ({ holds, chunks: held }) => ({ holds, ...(await weigh(held)) }))
		),
	};
}
