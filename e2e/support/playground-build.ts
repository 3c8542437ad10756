// What the built playground's pages and packages load, from Vite's manifests: the editor's
// (tools/playground/dist/.vite/manifest.json) and the visitor page's (preview-manifest.json),
// each page a build of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from '../../scripts/lib/paths.mjs';

interface ManifestChunk {
	readonly file: string;
	readonly imports?: readonly string[];
	readonly css?: readonly string[];
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A page of the playground, each a build of its own with its own manifest. */
export type PlaygroundPage = 'editor' | 'preview';

const MANIFESTS: Readonly<Record<PlaygroundPage, string>> = {
	editor: 'manifest.json',
	preview: 'preview-manifest.json',
};

const readManifest = (page: PlaygroundPage = 'editor'): Manifest =>
	JSON.parse(readFileSync(join(root, 'tools/playground/dist/.vite', MANIFESTS[page]), 'utf8')) as Manifest;

/** The files (`assets/…`) a chunk loads: its own, its stylesheets, and those of its static imports. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
	const chunk = manifest[key];
	if (chunk === undefined || seen.has(key)) {
		return new Set();
	}
	seen.add(key);
	const files = new Set([chunk.file, ...(chunk.css ?? [])]);
	for (const imported of chunk.imports ?? []) {
		for (const file of filesOf(manifest, imported, seen)) {
			files.add(file);
		}
	}
	return files;
}

/**
 * For each Blockyard package the editor page loads on demand (`?packages=`), the files
 * of its code and styles that the page does not load without it.
 */
export function packageFiles(): ReadonlyMap<string, ReadonlySet<string>> {
	const manifest = readManifest();
	// The page: its first script, and the editor it always imports (src/editor/main.tsx).
	const page = new Set([
		...filesOf(manifest, 'index.html'),
		...filesOf(manifest, 'src/editor/start-editor.tsx'),
	]);
	const packages = new Map<string, ReadonlySet<string>>();
	for (const key of Object.keys(manifest)) {
		const name = /^src\/editor\/packages\/([\w-]+)\.ts$/.exec(key)?.[1];
		if (name !== undefined) {
			packages.set(name, new Set([...filesOf(manifest, key)].filter((file) => !page.has(file))));
		}
	}
	return packages;
}

/** The file (`assets/…`) of a package's own chunk, the one its dynamic `import()` loads. */
export function packageEntryFile(name: string): string {
	const file = readManifest()[`src/editor/packages/${name}.ts`]?.file;
	if (file === undefined) {
		throw new Error(`The playground's build has no chunk for the package "${name}".`);
	}
	return file;
}

/**
 * The file (`assets/…`) of the chunk a dynamic `import()` of a package's module loads in `page`,
 * by the module's path in the repository: `packages/media/src/blocks/slideshow/view.ts`.
 */
export function moduleChunkFile(path: string, page: PlaygroundPage = 'editor'): string {
	const file = readManifest(page)[`../../${path}`]?.file;
	if (file === undefined) {
		throw new Error(`The playground's ${page} build has no chunk of its own for ${path}.`);
	}
	return file;
}
