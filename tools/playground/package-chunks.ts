// How the playground's build groups the code each Blockyard package registers with.
//
// Left to itself, the bundler splits every module that a package's registration shares with
// its lazily loaded edits (an icon, a helper, a saved-output rule) into a small file of its
// own: the editor with every package fetched about 120 scripts against 50 without them.
// `vite preview` speaks HTTP/1.1, so the browser fetches six at a time, and the extra
// round trips were most of what the packages added to the editor's load. Here the code a
// package's registration loads is put in one file per package (and the code several
// packages' registrations share in one more), as WordPress ships each package's registration
// in one script. Lazily loaded code, and code the page loads without any package, stay as they
// were.
//
// What a registration loads, and what the page's own code uses, are read from a first build of
// the same page left to the bundler (vite.config.ts), not from the import graph: the page and the
// packages import each other's index files, through which the graph reaches far more than the
// bundler keeps, and 25 small files stayed apart that way.

/** The module of each package the editor imports on demand (`src/editor/blockyard-packages.ts`). */
const PACKAGE_ENTRY = /[\\/]src[\\/]editor[\\/]packages[\\/]([\w-]+)\.ts$/;

/** Whether `id` is the module of a package the editor imports on demand. */
export const isPackageEntry = (id: string): boolean => PACKAGE_ENTRY.test(id);

/** One chunk of a build left to the bundler's own splitting, as far as grouping needs it. */
export interface SplitChunk {
	readonly fileName: string;
	readonly isEntry: boolean;
	readonly facadeModuleId: string | null;
	readonly imports: readonly string[];
	readonly dynamicImports: readonly string[];
	/** The modules it renders (tree-shaken away: not listed). */
	readonly moduleIds: readonly string[];
}

/** The chunks reachable from `starts`, through static imports or dynamic ones too, never entering `stopAt`. */
function reachableChunks(
	byFile: ReadonlyMap<string, SplitChunk>,
	starts: readonly SplitChunk[],
	dynamic: boolean,
	stopAt: (chunk: SplitChunk) => boolean = () => false
): Set<SplitChunk> {
	const seen = new Set<SplitChunk>();
	const queue = [...starts];
	for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
		if (seen.has(chunk)) {
			continue;
		}
		seen.add(chunk);
		for (const file of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) {
			const next = byFile.get(file);
			if (next && !seen.has(next) && !stopAt(next)) {
				queue.push(next);
			}
		}
	}
	return seen;
}

/**
 * Who owns each module of a package's registration, from a build of the editor left to the
 * bundler's own splitting: the package (`content`), when only its registration loads the module,
 * or `shared`, when several packages' do. A registration loads the chunks its package's module
 * imports statically; the page's own code is every chunk the page reaches (statically or on
 * demand) without entering a package's module. A module the page's own code also renders is left
 * out: the page keeps it where the bundler put it, so the editor without packages loads what it did.
 */
export function packageOwners(chunks: readonly SplitChunk[]): Map<string, string> {
	const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
	const isPackage = (chunk: SplitChunk) =>
		chunk.facadeModuleId !== null && isPackageEntry(chunk.facadeModuleId);
	const page = new Set(
		[
			...reachableChunks(
				byFile,
				chunks.filter((chunk) => chunk.isEntry),
				true,
				isPackage
			),
		].flatMap((chunk) => chunk.moduleIds)
	);
	const owners = new Map<string, string>();
	for (const entry of chunks.filter(isPackage)) {
		const name = PACKAGE_ENTRY.exec(entry.facadeModuleId ?? '')?.[1] ?? 'package';
		for (const chunk of reachableChunks(byFile, [entry], false)) {
			for (const module of chunk.moduleIds.filter((id) => !page.has(id))) {
				owners.set(module, owners.has(module) && owners.get(module) !== name ? 'shared' : name);
			}
		}
	}
	return owners;
}

/**
 * The `name` function of a code-splitting group: `blockyard-<package>` for a module only that
 * package's registration loads, `blockyard-shared` for one several packages' registrations
 * load, `null` (left to the bundler) for everything else. `owners` is {@link packageOwners} of
 * a build of the same page left to the bundler, made before this one groups its chunks.
 */
export function packageChunkName(owners: () => ReadonlyMap<string, string>) {
	return (id: string): string | null => {
		const owner = owners().get(id);
		return owner === undefined ? null : `blockyard-${owner}`;
	};
}
