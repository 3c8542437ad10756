import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseSync, type Plugin } from 'vite';

/** The oldest WordPress we support; its scripts' exports are in wordpress-<version>-exports.json. */
export const OLDEST_WORDPRESS = '6.5';

type ExportTable = Readonly<Record<string, ReadonlyArray<string>>>;

export function loadExportTable(version = OLDEST_WORDPRESS): ExportTable {
	return JSON.parse(
		readFileSync(join(import.meta.dirname, '..', `wordpress-${version}-exports.json`), 'utf8')
	) as ExportTable;
}

/** Named value imports (not type-only ones) of `@wordpress/*` scripts, per package. */
export type UsedApis = Map<string, Set<string>>;

/** Records every value a workspace source file imports by name from a `@wordpress/*` package. */
export function recordWordPressImports(used: UsedApis): Plugin {
	return {
		name: 'blockyard:record-wordpress-imports',
		enforce: 'pre',
		transform(code, id) {
			if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) {
				return null;
			}
			const { program } = parseSync(id, code);
			for (const statement of program.body) {
				if (
					statement.type !== 'ImportDeclaration' ||
					statement.importKind === 'type' ||
					!statement.source.value.startsWith('@wordpress/')
				) {
					continue;
				}
				const names = used.get(statement.source.value) ?? new Set<string>();
				for (const specifier of statement.specifiers) {
					if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') {
						names.add(
							specifier.imported.type === 'Identifier'
								? specifier.imported.name
								: specifier.imported.value
						);
					}
				}
				used.set(statement.source.value, names);
			}
			return null;
		},
	};
}

/**
 * The imports the oldest supported WordPress does not provide, as `package: name`.
 * Packages the table does not list are bundled (e.g. @wordpress/icons) and not checked.
 */
export function unsupportedApis(used: UsedApis, table: ExportTable = loadExportTable()): string[] {
	const missing: string[] = [];
	for (const [source, names] of used) {
		const provided = table[source];
		if (!provided) {
			continue;
		}
		for (const name of names) {
			if (!provided.includes(name)) {
				missing.push(`${source}: ${name}`);
			}
		}
	}
	return missing.sort();
}
