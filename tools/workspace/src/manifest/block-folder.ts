// What a block folder says about itself. A package's block folders are the folders under its
// `src/blocks/`; each has an `index.ts` exporting the function that registers it, and most a
// block.json, the block's manifest: beside WordPress's own fields, the `blockyard` field holds
// what the workspace derives its shared lists from (the build leaves it out of the bundles).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The tags and attributes a block saves beyond what WordPress lets an author keep. */
export type MarkupAllowance = Readonly<Record<string, readonly string[]>>;

/** How far along a block is, which decides where it registers (`BlockTier` of @blockyard/ui). */
export type BlockTier = 'production' | 'beta' | 'experimental' | 'no-post-editor';

/** Every tier a block.json may name. */
export const BLOCK_TIERS: readonly BlockTier[] = ['production', 'beta', 'experimental', 'no-post-editor'];

/** block.json's `blockyard` field. */
export interface BlockyardManifest {
	/**
	 * The block's tier (default `production`): a beta or experimental block registers only
	 * where the host allows its tier, a `no-post-editor` one only outside the post editor.
	 */
	readonly tier?: BlockTier;
	/** The most the block's lazily loaded chunks may weigh, in KiB of gzip. */
	readonly lazyBudgetsKiB?: {
		/** `edit/index.ts`, the edit loaded on first use. */
		readonly edit?: number;
		/** `view.ts`, the visitor's view, loaded by the package's visitor script. */
		readonly view?: number;
	};
	/** Which saved blocks the view starts on, when not every one (default: the block's class). */
	readonly viewSelector?: string;
	/** What its saved markup needs WordPress to let authors keep (the package's kses.json). */
	readonly markupAllowance?: MarkupAllowance;
}

/** The fields of a block.json the workspace reads. */
export interface BlockMetadata {
	readonly name: string;
	readonly title: string;
	readonly viewScript?: string | readonly string[];
	readonly blockyard?: BlockyardManifest;
}

export interface BlockFolder {
	/** The folder's name under `src/blocks/`, e.g. `business-hours`. */
	readonly folder: string;
	/** Its absolute path. */
	readonly dir: string;
	/** The function its `index.ts` exports that registers it, e.g. `registerBusinessHoursBlock`. */
	readonly register: string;
	/** Its block.json, when it has one (a folder of generated blocks, like form fields, may not). */
	readonly metadata?: BlockMetadata;
	/** Whether it has an `edit/` loaded on first use. */
	readonly hasEdit: boolean;
	/** Whether it has a visitor's `view.ts`. */
	readonly hasView: boolean;
}

/** The register function an `index.ts` exports: `register…Blocks` before `register…Block`. */
export function registerFunctionOf(indexSource: string): string | undefined {
	const names = [...indexSource.matchAll(/export function (register\w+)\s*\(/g)].map(
		(match) => match[1] ?? ''
	);
	return names.find((name) => name.endsWith('Blocks')) ?? names.find((name) => name.endsWith('Block'));
}

/** The block folders of the package at `packageDir`, in folder-name order. */
export function readBlockFolders(packageDir: string): BlockFolder[] {
	const blocksDir = join(packageDir, 'src', 'blocks');
	if (!existsSync(blocksDir)) {
		return [];
	}
	return readdirSync(blocksDir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && existsSync(join(blocksDir, entry.name, 'index.ts')))
		.map((entry) => entry.name)
		.sort()
		.map((folder) => {
			const dir = join(blocksDir, folder);
			const register = registerFunctionOf(readFileSync(join(dir, 'index.ts'), 'utf8'));
			if (!register) {
				throw new Error(`${dir}/index.ts exports no register…Block function.`);
			}
			const blockJson = join(dir, 'block.json');
			return {
				folder,
				dir,
				register,
				metadata: existsSync(blockJson)
					? (JSON.parse(readFileSync(blockJson, 'utf8')) as BlockMetadata)
					: undefined,
				hasEdit:
					existsSync(join(dir, 'edit', 'index.ts')) || existsSync(join(dir, 'edit', 'index.tsx')),
				hasView: existsSync(join(dir, 'view.ts')),
			};
		});
}

/** A folder's tier: its block.json's `blockyard.tier`, production when it names none. */
export function tierOf(folder: BlockFolder): BlockTier {
	return folder.metadata?.blockyard?.tier ?? 'production';
}

/** The class every saved block of `name` carries, e.g. `wp-block-blockyard-map`. */
export function blockClassName(name: string): string {
	return `wp-block-${name.replace('/', '-')}`;
}

/** The handle of a package's visitor script, which a block names as its block.json `viewScript`. */
export function viewScriptHandle(packageFolder: string): string {
	return `blockyard-${packageFolder}-view`;
}
