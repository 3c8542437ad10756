// A block is one folder, and its block.json is its manifest: the lists the workspace shares
// (each package's register module, its table of visitor views, its kses.json, the size budgets
// of its lazy chunks, the plugin's visitor scripts) are derived from the folders. These tests
// fail when a folder and a list disagree.
import {
	blockPackages,
	readBlockFolders,
	staleDerivedFiles,
	viewScriptHandle,
} from '@blockyard/workspace/manifest';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const packages = blockPackages(root).map((folder) => ({
	folder,
	dir: join(root, 'packages', folder),
	blocks: readBlockFolders(join(root, 'packages', folder)),
}));

describe('the lists derived from the block folders', () => {
	it('are up to date (`npm run blocks` writes them)', async () => {
		expect((await staleDerivedFiles(root)).map((file) => file.path)).toEqual([]);
	});

	it.each(packages)(
		"$folder's entry registers its block folders and exports each register function",
		({ dir, blocks }) => {
			const entry = readFileSync(join(dir, 'src', 'index.ts'), 'utf8');
			const register = existsSync(join(dir, 'src', 'register.ts'))
				? readFileSync(join(dir, 'src', 'register.ts'), 'utf8')
				: entry;
			expect(register).toContain('registerBlockFolders();');
			const unexported = blocks
				.filter(
					({ register: name }) =>
						!new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from`).test(entry)
				)
				.map(({ register: name }) => name);
			expect(unexported).toEqual([]);
		}
	);
});

describe('each block folder', () => {
	const folders = packages.flatMap(({ folder: packageFolder, dir, blocks }) =>
		blocks.map((block) => ({
			packageFolder,
			packageDir: dir,
			...block,
			label: `${packageFolder}/${block.folder}`,
		}))
	);

	it.each(folders)(
		'$label: its visitor script is its package’s, named in block.json',
		({ packageFolder, packageDir, hasView, metadata }) => {
			const viewScript = metadata?.viewScript;
			if (hasView) {
				expect(viewScript).toBe(viewScriptHandle(packageFolder));
			} else if (viewScript !== undefined) {
				// A block whose visitor behaviour is the package's own script (the contact form's).
				expect(viewScript).toBe(viewScriptHandle(packageFolder));
				expect(existsSync(join(packageDir, 'src', 'wordpress-view.ts'))).toBe(true);
			}
		}
	);

	it.each(folders.filter((block) => block.metadata !== undefined))(
		'$label: block.json gives a budget to each chunk it loads on first use',
		({ hasEdit, hasView, metadata }) => {
			const budgets = metadata?.blockyard?.lazyBudgetsKiB ?? {};
			expect({ edit: budgets.edit !== undefined, view: budgets.view !== undefined }).toEqual({
				edit: hasEdit,
				view: hasView,
			});
		}
	);
});

describe('the plugin', () => {
	it('registers every package’s visitor script, and lists no block by hand', () => {
		const plugin = readFileSync(join(root, 'packages/wordpress-plugin/plugin/blockyard.php'), 'utf8');
		expect(plugin).toContain("add_action( 'init', 'blockyard_register_view_scripts', 9 );");
		expect(plugin).not.toMatch(/'blockyard\/[a-z-]+'\s*,?\s*\)?\s*\)?;?\s*$/m);
	});
});
