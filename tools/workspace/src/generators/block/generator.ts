// `nx g @blockyard/workspace:block --package=<folder> --name=<name>`: a new block, as one folder
// with what proves it (a fixture, a unit test, an e2e spec) and a version plan. Nothing is wired
// by hand: the package's entry exports the block, and the lists derived from the block folders
// (its register module, views, kses.json, budgets) are written again from them.
import { formatFiles, generateFiles, names, type GeneratorCallback, type Tree } from '@nx/devkit';
import { join } from 'node:path';

import { syncDerivedFiles } from '../../manifest/sync';

export interface BlockGeneratorOptions {
	/** The package's folder under `packages/`, e.g. `content`. */
	readonly package: string;
	/** The block's folder and name after `blockyard/`, in kebab case. */
	readonly name: string;
	/** The inserter's title; the name in words when left out. */
	readonly title?: string;
}

/** The names the templates use for a block called `name`. */
export function blockNames(name: string, title?: string) {
	const { className, constantName } = names(name);
	return {
		name,
		title:
			title ??
			name
				.split('-')
				.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
				.join(' '),
		pascal: className,
		constant: constantName,
	};
}

/** The lines the package's entry gains: the block's name, register function and attributes. */
export function entryExports(name: string, title?: string): string {
	const { pascal, constant } = blockNames(name, title);
	return [
		`export { ${constant}_BLOCK_NAME, register${pascal}Block } from './blocks/${name}';`,
		`export type { ${pascal}Attributes } from './blocks/${name}/types';`,
		'',
	].join('\n');
}

export default async function blockGenerator(
	tree: Tree,
	options: BlockGeneratorOptions
): Promise<GeneratorCallback> {
	const packageDir = join('packages', options.package);
	const blockDir = join(packageDir, 'src', 'blocks', options.name);
	const entry = join(packageDir, 'src', 'index.ts');
	if (!tree.exists(entry) || !tree.exists(join(packageDir, 'src', 'blocks'))) {
		throw new Error(`packages/${options.package} is not a package with blocks (no src/blocks/).`);
	}
	if (tree.exists(blockDir)) {
		throw new Error(`${blockDir} exists already.`);
	}
	const substitutions = {
		...blockNames(options.name, options.title),
		packageFolder: options.package,
		tmpl: '',
	};
	const files = join(__dirname, 'files');
	generateFiles(tree, join(files, 'block'), blockDir, substitutions);
	generateFiles(tree, join(files, 'fixtures'), join(packageDir, 'test', 'fixtures'), substitutions);
	generateFiles(tree, join(files, 'e2e'), join('e2e', 'tests'), substitutions);

	tree.write(entry, `${tree.read(entry, 'utf-8') ?? ''}${entryExports(options.name, options.title)}`);
	tree.write(
		join('.nx', 'version-plans', `${options.package}-${options.name}-block.md`),
		[
			'---',
			`'@blockyard/${options.package}': minor`,
			'---',
			'',
			'### Added',
			'',
			`- The ${substitutions.title} block (\`blockyard/${options.name}\`).`,
			'',
		].join('\n')
	);
	await formatFiles(tree);
	// Once the files are written: the package's register module and other derived lists.
	return async () => {
		await syncDerivedFiles(tree.root);
	};
}
