import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A block type of the suite, from its block.json (the blocks without one, the form's fields, have none of this). */
export interface BlockType {
	readonly name: string;
	/** Its inserter category (`media`, `embed`, …). */
	readonly category?: string;
	/** The blocks it may only be inserted into, when it has any. */
	readonly parent?: readonly string[];
}

/** A saved post content of one block's fixture: the markup the package's own tests prove valid. */
export interface BlockFixture {
	/** The block the fixture is for (`blockyard/business-hours`). */
	readonly blockName: string;
	/** The case after the block's name, `''` for its default case. */
	readonly caseName: string;
	/** What `serialize()` gives back for it today: the markup the editor parses as valid. */
	readonly markup: string;
}

/** Every block type and every fixture of the suite, read from the packages' folders. */
export interface BlockCatalogue {
	/** From each package's src/blocks/<block>/block.json. */
	readonly types: readonly BlockType[];
	/** From each package's test/fixtures (the block fixtures' `.serialized.html`), deprecations left out. */
	readonly fixtures: readonly BlockFixture[];
}

const blockJsonOf = (path: string): BlockType => {
	const json = JSON.parse(readFileSync(path, 'utf8')) as {
		name: string;
		category?: string;
		parent?: string[];
	};
	return {
		name: json.name,
		...(json.category === undefined ? {} : { category: json.category }),
		...(json.parent === undefined ? {} : { parent: json.parent }),
	};
};

/** The suite's blocks and their fixtures, from the packages under `root`/packages. */
export function readBlockCatalogue(root: string): BlockCatalogue {
	const packagesDir = join(root, 'packages');
	const types: BlockType[] = [];
	const fixtures: BlockFixture[] = [];
	for (const pkg of readdirSync(packagesDir).sort()) {
		const blocksDir = join(packagesDir, pkg, 'src/blocks');
		if (existsSync(blocksDir)) {
			for (const folder of readdirSync(blocksDir).sort()) {
				const blockJson = join(blocksDir, folder, 'block.json');
				if (existsSync(blockJson)) {
					types.push(blockJsonOf(blockJson));
				}
			}
		}
		const fixturesDir = join(packagesDir, pkg, 'test/fixtures');
		if (existsSync(fixturesDir)) {
			for (const file of readdirSync(fixturesDir).sort()) {
				if (!file.endsWith('.serialized.html')) {
					continue;
				}
				const [namespace = '', name = '', ...rest] = file
					.slice(0, -'.serialized.html'.length)
					.split('__');
				const caseName = rest.join('__');
				if (!caseName.startsWith('deprecated')) {
					fixtures.push({
						blockName: `${namespace}/${name}`,
						caseName,
						markup: readFileSync(join(fixturesDir, file), 'utf8').trim(),
					});
				}
			}
		}
	}
	return { types, fixtures };
}
