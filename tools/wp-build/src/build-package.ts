import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { build, defaultClientConditions, type Rolldown } from 'vite';

import { assetFile } from './asset-file';
import { copyBlockAssets } from './block-assets';
import {
	OLDEST_WORDPRESS,
	recordWordPressImports,
	unsupportedApis,
	type UsedApis,
} from './wordpress-api-check';
import { wordpressExternal } from './wordpress-externals';

export interface WordPressBuild {
	/** The script handle, e.g. `blockyard-content`. */
	readonly handle: string;
	/** Script handles the script depends on (from its imports). */
	readonly dependencies: string[];
	/** Block folders copied beside the script. */
	readonly blocks: string[];
	/** The front-end script (`view.js`), when the package has a `src/wordpress-view.ts`. */
	readonly view?: { readonly dependencies: string[] };
	readonly outDir: string;
}

interface ScriptOptions {
	readonly packageDir: string;
	/** The package's name, e.g. `@blockyard/forms`. */
	readonly name: string;
	readonly entry: string;
	readonly outDir: string;
	/** `index` or `view`: the script is `<file>.js`, its asset file `<file>.asset.php`. */
	readonly file: string;
	/** The global the IIFE sets (its exports), e.g. `blockyard.forms`. */
	readonly global: string;
	readonly emptyOutDir: boolean;
}

/**
 * Builds one entry as an IIFE WordPress script with its asset file, and returns the
 * script handles it depends on. Fails on a @wordpress API the oldest supported
 * WordPress lacks.
 */
async function buildScript(options: ScriptOptions): Promise<string[]> {
	const { packageDir, name, entry, outDir, file } = options;
	const used: UsedApis = new Map();

	const output = (await build({
		configFile: false,
		logLevel: 'warn',
		root: packageDir,
		define: { 'process.env.NODE_ENV': JSON.stringify('production') },
		plugins: [recordWordPressImports(used)],
		resolve: { conditions: [...defaultClientConditions] },
		build: {
			outDir,
			emptyOutDir: options.emptyOutDir,
			minify: true,
			sourcemap: false,
			lib: { entry, formats: ['iife'], name: options.global, fileName: () => `${file}.js` },
			rolldownOptions: {
				external: (id) => wordpressExternal(id) !== undefined && id !== name,
				output: {
					globals: (id: string) => wordpressExternal(id)?.global ?? id,
					extend: true,
				},
			},
		},
	})) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];

	const missing = unsupportedApis(used);
	if (missing.length > 0) {
		throw new Error(
			`${name} (${file}.js) uses APIs that WordPress ${OLDEST_WORDPRESS} does not provide:\n  ${missing.join('\n  ')}\n` +
				'Use an API present in every supported version (see docs/decisions/0005-supported-wordpress.md).'
		);
	}

	const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
	const main = chunks.find(
		(chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk' && chunk.isEntry
	);
	if (!main) {
		throw new Error(`The WordPress build of ${name} (${file}.js) produced no entry chunk.`);
	}
	const dependencies = main.imports.flatMap((id) => wordpressExternal(id)?.handle ?? []);
	writeFileSync(join(outDir, `${file}.asset.php`), assetFile(dependencies, main.code));
	return dependencies;
}

/**
 * Builds one package as a WordPress editor script in `<package>/build-wp/`:
 * `index.js` (an IIFE that sets `blockyard.<package>`), `index.asset.php`, and
 * each block's block.json and stylesheets (with RTL versions). @wordpress/*,
 * React and sibling Blockyard packages are the globals WordPress (or the
 * sibling's own script) provides; everything else is bundled. A package whose
 * `src/wordpress.ts` exists uses it as the entry (the host registers the suite there).
 * A package whose `src/wordpress-view.ts` exists also gets a front-end script,
 * `view.js` and `view.asset.php`, built the same way (visitors' pages load it, not
 * the editor). Not `src/view.ts`: a package's `./view` folder would resolve to it.
 * The build fails when the package imports a @wordpress API the oldest supported
 * WordPress does not have.
 */
export async function buildForWordPress(packageDir: string): Promise<WordPressBuild> {
	const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string };
	const self = wordpressExternal(name);
	if (!self) {
		throw new Error(`${name} is not a @blockyard package.`);
	}
	const wordpressEntry = join(packageDir, 'src', 'wordpress.ts');
	const entry = existsSync(wordpressEntry) ? wordpressEntry : join(packageDir, 'src', 'index.ts');
	const outDir = join(packageDir, 'build-wp');

	const dependencies = await buildScript({
		packageDir,
		name,
		entry,
		outDir,
		file: 'index',
		global: self.global,
		emptyOutDir: true,
	});

	const viewEntry = join(packageDir, 'src', 'wordpress-view.ts');
	const view = existsSync(viewEntry)
		? {
				dependencies: await buildScript({
					packageDir,
					name,
					entry: viewEntry,
					outDir,
					file: 'view',
					global: `${self.global}View`,
					emptyOutDir: false,
				}),
			}
		: undefined;

	const blocks = copyBlockAssets(packageDir, outDir);
	return { handle: self.handle, dependencies, blocks, ...(view ? { view } : {}), outDir };
}
