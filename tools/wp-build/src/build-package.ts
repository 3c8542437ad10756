import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import { metadataFromServer, omitServerOnlyMetadata } from '@blockyard/workspace/vite';
import { build, defaultClientConditions, minify, type Plugin, type Rolldown } from 'vite';

import { assetFile } from './asset-file';
import { copyBlockAssets } from './block-assets';
import { toClassicScript } from './classic-script';
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
	/** Script handles the script depends on (from its imports and its chunks'). */
	readonly dependencies: string[];
	/** The chunks the script loads on first use, beside it (`chunks/…js`). */
	readonly chunks: string[];
	/** Block folders copied beside the script. */
	readonly blocks: string[];
	/** The front-end script (`view.js`), when the package has a `src/wordpress-view.ts`. */
	readonly view?: { readonly dependencies: string[]; readonly chunks: string[] };
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
	/** The global the script sets (its exports), e.g. `blockyard.forms`. */
	readonly global: string;
	/** The script's handle, e.g. `blockyard-forms` (the view's: `blockyard-forms-view`). */
	readonly handle: string;
	/**
	 * Whether the script stands alone among Blockyard's: what it uses of other `@blockyard/*`
	 * packages is bundled into it (tree-shaken) rather than loaded as their scripts. A visitor's
	 * page then loads no other Blockyard script with it; @wordpress/* stay WordPress's.
	 */
	readonly standalone?: boolean;
}

interface Script {
	readonly dependencies: string[];
	readonly chunks: string[];
}

/** A module's path inside its package's `src` or `dist`, as a chunk's name: `business-hours/edit`. */
const fromPackage = (path: string): string =>
	path
		.replace(/\.[cm]?[jt]sx?$/, '')
		.replace(/\/index$/, '')
		.replace(/^(blocks|extensions)\//, '');

/**
 * A readable name for a chunk file: `business-hours-edit` for a block's edit, `form-ai` for an
 * extension's module, `ky` for a package from node_modules, `content-business-hours-edit` for a
 * sibling package's module that a standalone script bundles.
 */
export function chunkName(
	chunk: Pick<Rolldown.PreRenderedChunk, 'facadeModuleId' | 'name'>,
	packageDir: string
): string {
	const id = chunk.facadeModuleId;
	const fromModules = id ? /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] : undefined;
	const fromSource = id ? relative(join(packageDir, 'src'), id) : '..';
	const sibling = id ? /\/packages\/([a-z0-9-]+)\/(?:src|dist)\/(.+)$/.exec(id) : null;
	const name = fromModules
		? fromModules.replace('@', '')
		: !fromSource.startsWith('..')
			? fromPackage(fromSource)
			: sibling?.[1] && sibling[2]
				? `${sibling[1]}/${fromPackage(sibling[2])}`
				: chunk.name;
	return name.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'chunk';
}

/** Records the entry module's own exports (not those the bundler adds for the chunks) in `names`. */
function recordEntryExports(names: string[]): Plugin {
	return {
		name: 'blockyard:entry-exports',
		generateBundle(_, bundle) {
			const entry = Object.values(bundle).find(
				(item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry
			);
			const exports = entry?.facadeModuleId
				? this.getModuleInfo(entry.facadeModuleId)?.exports
				: undefined;
			if (!exports) {
				throw new Error(
					'The WordPress build could not tell which exports are the entry module’s own.'
				);
			}
			names.push(...exports);
		},
	};
}

/**
 * Builds one entry as a WordPress script with its asset file: a classic script that sets its
 * global, and beside it (`chunks/`) the ES module chunks its `import()`s load on first use
 * (see classic-script.ts). Returns the script handles it depends on and its chunks. Fails on a
 * @wordpress API the oldest supported WordPress lacks.
 */
async function buildScript(options: ScriptOptions): Promise<Script> {
	const { packageDir, name, entry, outDir, file } = options;
	const used: UsedApis = new Map();
	const entryExports: string[] = [];
	const external = (id: string) =>
		id === name || (options.standalone === true && id.startsWith('@blockyard/'))
			? undefined
			: wordpressExternal(id);

	const output = (await build({
		configFile: false,
		logLevel: 'warn',
		root: packageDir,
		define: { 'process.env.NODE_ENV': JSON.stringify('production') },
		plugins: [
			metadataFromServer(),
			omitServerOnlyMetadata(),
			recordWordPressImports(used),
			recordEntryExports(entryExports),
		],
		resolve: { conditions: [...defaultClientConditions] },
		build: {
			outDir,
			write: false,
			// Minified below, once the chunks are WordPress's (Vite leaves whitespace in ES libraries).
			minify: false,
			sourcemap: false,
			lib: { entry, formats: ['es'], fileName: () => `${file}.js` },
			rolldownOptions: {
				external: (id) => external(id) !== undefined,
				// The eager code is one chunk: the entry's, which also exports what the chunks loaded on
				// first use share with it. Split into a chunk for each group of shared modules (the
				// entry exporting exactly its module's exports), the suite's script was 50 chunks, each
				// with its imports, exports and wrapper, and none minified with another: about 3.5 KiB
				// more of gzip. The script's global gets the entry module's own exports only.
				preserveEntrySignatures: 'allow-extension',
				output: {
					chunkFileNames: (chunk) => `chunks/${chunkName(chunk, packageDir)}-[hash].js`,
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

	const chunks = (Array.isArray(output) ? output : [output])
		.flatMap((result) => result.output)
		.filter((chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk');
	if (!chunks.some((chunk) => chunk.isEntry)) {
		throw new Error(`The WordPress build of ${name} (${file}.js) produced no entry chunk.`);
	}
	const linked = toClassicScript(chunks, {
		handle: options.handle,
		global: options.global,
		globalExports: entryExports,
		external,
	});

	const script = (await minify(`${file}.js`, linked.script, { compress: true, mangle: true })).code;
	writeFileSync(join(outDir, `${file}.js`), script);
	for (const [chunkFile, code] of linked.chunks) {
		const target = join(outDir, chunkFile);
		mkdirSync(dirname(target), { recursive: true });
		writeFileSync(
			target,
			(await minify(chunkFile, code, { module: true, compress: true, mangle: true })).code
		);
	}
	const dependencies = linked.externals.flatMap((id) => external(id)?.handle ?? []);
	writeFileSync(join(outDir, `${file}.asset.php`), assetFile(dependencies, script, linked.chunks.keys()));
	return { dependencies, chunks: [...linked.chunks.keys()] };
}

/**
 * Builds one package as a WordPress editor script in `<package>/build-wp/`:
 * `index.js` (a classic script that sets `blockyard.<package>`), `index.asset.php`, the
 * chunks it loads on first use in `chunks/` (ES modules: a block's edit, an extension's UI), and
 * each block's block.json and stylesheets (with RTL versions). @wordpress/*,
 * React and sibling Blockyard packages are the globals WordPress (or the
 * sibling's own script) provides; everything else is bundled. A package whose
 * `src/wordpress.ts` exists uses it as the entry (the host registers the suite there).
 * A package whose `src/wordpress-view.ts` exists also gets a front-end script,
 * `view.js` and `view.asset.php`, built the same way (visitors' pages load it, not
 * the editor), except that what it uses of other Blockyard packages (the saved-output
 * policy of @blockyard/api-client, say) is bundled into it: a visitor's page loads no other
 * Blockyard script with it. Not `src/view.ts`: a package's `./view` folder would resolve to it.
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
	const isHost = existsSync(wordpressEntry);
	const entry = isHost ? wordpressEntry : join(packageDir, 'src', 'index.ts');
	const outDir = join(packageDir, 'build-wp');
	rmSync(outDir, { recursive: true, force: true });
	mkdirSync(outDir, { recursive: true });

	const { dependencies, chunks } = await buildScript({
		packageDir,
		name,
		entry,
		outDir,
		file: 'index',
		global: self.global,
		handle: self.handle,
		// The host's script is the editor's one Blockyard script: it bundles what it uses of the
		// packages, tree-shaken, rather than loading each package's whole script (docs/decisions).
		standalone: isHost,
	});

	const viewEntry = join(packageDir, 'src', 'wordpress-view.ts');
	const view = existsSync(viewEntry)
		? await buildScript({
				packageDir,
				name,
				entry: viewEntry,
				outDir,
				file: 'view',
				global: `${self.global}View`,
				handle: `${self.handle}-view`,
				standalone: true,
			})
		: undefined;

	const blocks = copyBlockAssets(packageDir, outDir);
	return { handle: self.handle, dependencies, chunks, blocks, ...(view ? { view } : {}), outDir };
}
