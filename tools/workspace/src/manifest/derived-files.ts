// The lists the workspace derives from the block folders, as the files that hold them. Each is
// written by `npm run blocks` (and by the block generator), and a workspace check fails when a
// file on disk differs from what the folders say.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import {
	blockClassName,
	readBlockFolders,
	tierOf,
	type BlockFolder,
	type MarkupAllowance,
} from './block-folder';

/** A file derived from the block folders: its path from the repository's root, and its text. */
export interface DerivedFile {
	readonly path: string;
	readonly text: string;
}

const HEADER =
	'// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.';

/**
 * `src/blocks/index.ts`: registers every block folder of the package whose tier the host
 * allows, in folder order. @blockyard/ui's own takes the tier rule from beside it.
 */
function registerModule(packageFolder: string, folders: readonly BlockFolder[]): string {
	const tiers = packageFolder === 'ui' ? './tiers' : '@blockyard/ui';
	return [
		HEADER,
		`import { allowsBlockTier, type BlockTier, type BlockTierChoice } from '${tiers}';`,
		'',
		...folders.map(({ folder, register }) => `import { ${register} } from './${folder}';`),
		'',
		"/** Each folder's register function, with the block's tier (its block.json's `blockyard.tier`). */",
		'const folders: readonly (readonly [BlockTier, () => void])[] = [',
		...folders.map((folder) => `\t['${tierOf(folder)}', ${folder.register}],`),
		'];',
		'',
		'/**',
		' * Registers the block of every folder beside this file whose tier `tiers` lets in (default:',
		' * production blocks, in a post editor). Idempotent, as each of them is.',
		' */',
		'export function registerBlockFolders(tiers: BlockTierChoice = {}): void {',
		'\tfor (const [tier, register] of folders) {',
		'\t\tif (allowsBlockTier(tier, tiers)) {',
		'\t\t\tregister();',
		'\t\t}',
		'\t}',
		'}',
		'',
	].join('\n');
}

/** The name a package's table of views has, e.g. `contentViews`, `paymentsViews`. */
export function viewsTableName(packageFolder: string): string {
	const camel = packageFolder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
	return `${camel === 'embeds' ? 'embed' : camel}Views`;
}

/** `src/view/views.ts`: the package's blocks with a visitor's view, and where each view's code is. */
function viewsModule(packageFolder: string, folders: readonly BlockFolder[]): string {
	const rows = folders
		.filter((folder) => folder.hasView)
		.map(({ folder, metadata }) => {
			const selector =
				metadata?.blockyard?.viewSelector ??
				`.${blockClassName(metadata?.name ?? `blockyard/${folder}`)}`;
			return `\t{ selector: '${selector}', load: () => import('../blocks/${folder}/view') },`;
		});
	return [
		HEADER,
		"import type { BlockView } from '@blockyard/ui';",
		'',
		"/** The package's blocks with a visitor's view: each folder's `view.ts`, a chunk of its own. */",
		`export const ${viewsTableName(packageFolder)}: readonly BlockView[] = [`,
		...rows,
		'];',
		'',
	].join('\n');
}

/** The package's `kses.json`: every block's `markupAllowance`, merged, tags and attributes sorted. */
export function mergedAllowance(folders: readonly BlockFolder[]): MarkupAllowance {
	const merged = new Map<string, Set<string>>();
	for (const folder of folders) {
		for (const [tag, attributes] of Object.entries(folder.metadata?.blockyard?.markupAllowance ?? {})) {
			const set = merged.get(tag) ?? new Set<string>();
			attributes.forEach((attribute) => set.add(attribute));
			merged.set(tag, set);
		}
	}
	return Object.fromEntries(
		[...merged.keys()].sort().map((tag) => [tag, [...(merged.get(tag) ?? [])].sort()])
	);
}

/** The publishable packages with block folders: their folder names under `packages/`. */
export function blockPackages(root: string): string[] {
	const packagesDir = join(root, 'packages');
	return readdirSync(packagesDir)
		.filter((folder) => existsSync(join(packagesDir, folder, 'src', 'blocks')))
		.sort();
}

/**
 * Every file derived from the block folders of the packages under `root`: each package's
 * register module, its table of views (when a block has a view) and its `kses.json` (when a
 * block's markup needs one). The text is unformatted: {@link formatDerived} formats it.
 */
export function derivedFiles(root: string): DerivedFile[] {
	return blockPackages(root).flatMap((packageFolder) => {
		const folders = readBlockFolders(join(root, 'packages', packageFolder));
		const base = `packages/${packageFolder}`;
		const files: DerivedFile[] = [
			{ path: `${base}/src/blocks/index.ts`, text: registerModule(packageFolder, folders) },
		];
		if (folders.some((folder) => folder.hasView)) {
			files.push({ path: `${base}/src/view/views.ts`, text: viewsModule(packageFolder, folders) });
		}
		const allowance = mergedAllowance(folders);
		if (Object.keys(allowance).length > 0) {
			files.push({ path: `${base}/kses.json`, text: `${JSON.stringify(allowance)}\n` });
		}
		return files;
	});
}
