import { gzipSync } from 'node:zlib';

import { build, type Metafile } from 'esbuild';

/** Left to WordPress (and to the consumer's React): never counted. */
export const PROVIDED_BY_WORDPRESS: readonly string[] = [
	'react',
	'react-dom',
	'react/jsx-runtime',
	'react-dom/client',
	'@wordpress/*',
];

export interface MeasureOptions {
	/** Imports left out of the bundle and not counted; default {@link PROVIDED_BY_WORDPRESS}. */
	readonly external?: readonly string[];
}

export interface Measured {
	/** Minified bytes. */
	readonly bytes: number;
	/** Minified, gzipped (level 9) bytes. */
	readonly gzipBytes: number;
	/** The heaviest inputs, by minified bytes in the output. */
	readonly heaviest: ReadonlyArray<{ readonly path: string; readonly bytes: number }>;
}

function heaviestInputs(metafile: Metafile, count: number) {
	const [output] = Object.values(metafile.outputs);
	return Object.entries(output?.inputs ?? {})
		.map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }))
		.sort((a, b) => b.bytes - a.bytes)
		.slice(0, count);
}

/**
 * Bundles `source` the way a consumer's bundler does: from `resolveDir`, through
 * the packages' published `exports` (their built `dist`, not their sources),
 * tree-shaken, minified for production. React and `@wordpress/*` are left out
 * unless `options.external` says otherwise.
 */
export async function measure(
	source: string,
	resolveDir: string,
	{ external = PROVIDED_BY_WORDPRESS }: MeasureOptions = {}
): Promise<Measured> {
	const result = await build({
		stdin: { contents: source, resolveDir, loader: 'js' },
		bundle: true,
		write: false,
		format: 'esm',
		platform: 'browser',
		target: 'es2022',
		minify: true,
		treeShaking: true,
		metafile: true,
		logLevel: 'silent',
		external: [...external],
		define: { 'process.env.NODE_ENV': '"production"' },
	});
	const code = result.outputFiles[0]?.contents ?? new Uint8Array();
	return {
		bytes: code.byteLength,
		gzipBytes: gzipSync(code, { level: 9 }).byteLength,
		heaviest: heaviestInputs(result.metafile, 8),
	};
}
