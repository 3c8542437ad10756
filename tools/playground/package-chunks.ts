// How the playground's build groups the code each Blockyard package registers with.
//
// Left to itself, the bundler splits every module that a package's registration shares with
// its lazily loaded edits (an icon, a helper, a saved-output rule) into a small file of its
// own: the editor with every package fetched about 120 scripts against 50 without them.
// `vite preview` speaks HTTP/1.1, so the browser fetches six at a time, and the extra
// round trips were most of what the packages added to the editor's load. Here the code a
// package's registration imports statically is put in one file per package (and the code
// several packages' registrations share in one more), as WordPress ships each package's
// registration in one script. Lazily loaded code, and code the page loads without any
// package, stay as they were.

/** What the bundler tells about a module while it groups them. */
interface ModuleGraph {
	getModuleInfo(id: string): {
		readonly importedIds: readonly string[];
		readonly dynamicallyImportedIds: readonly string[];
	} | null;
}

/** The module of each package the editor imports on demand (`src/editor/blockyard-packages.ts`). */
const PACKAGE_ENTRY = /[\\/]src[\\/]editor[\\/]packages[\\/]([\w-]+)\.ts$/;

/**
 * `@blockyard/editor`'s list of every package, which imports them all: the page imports that
 * package for helpers of its own (the tracker, the media upload), never the list, which the
 * bundler drops from it. Its imports are not the page's.
 */
const EDITOR_PACKAGE_LIST = /[\\/]packages[\\/]editor[\\/]src[\\/]packages\.ts$/;

/** Every module reachable from `starts`, through static imports only or through dynamic ones too. */
function reachable(
	graph: ModuleGraph,
	starts: readonly string[],
	{ dynamic, stopAt }: { readonly dynamic: boolean; readonly stopAt: (id: string) => boolean }
): Set<string> {
	const seen = new Set<string>();
	const queue = [...starts];
	for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
		if (seen.has(id)) {
			continue;
		}
		seen.add(id);
		const info = graph.getModuleInfo(id);
		for (const next of [
			...(info?.importedIds ?? []),
			...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []),
		]) {
			if (!seen.has(next) && !stopAt(next)) {
				queue.push(next);
			}
		}
	}
	return seen;
}

/**
 * The `name` function of a code-splitting group: `blockyard-<package>` for a module only that
 * package's registration imports, `blockyard-shared` for one several packages' registrations
 * import, `null` (left to the bundler) for everything else. `pages` are the build's entries
 * (its HTML pages); what they reach without a package is the page's own.
 */
export function packageChunkName(pages: readonly string[]) {
	let owners: Map<string, string> | undefined;
	return (id: string, graph: ModuleGraph): string | null => {
		if (owners === undefined) {
			const page = reachable(graph, pages, {
				dynamic: true,
				stopAt: (next) => PACKAGE_ENTRY.test(next) || EDITOR_PACKAGE_LIST.test(next),
			});
			const entries = [...page]
				.flatMap((module) => graph.getModuleInfo(module)?.dynamicallyImportedIds ?? [])
				.filter((module) => PACKAGE_ENTRY.test(module));
			owners = new Map();
			for (const entry of new Set(entries)) {
				const name = PACKAGE_ENTRY.exec(entry)?.[1] ?? 'package';
				for (const module of reachable(graph, [entry], {
					dynamic: false,
					stopAt: (next) => page.has(next),
				})) {
					owners.set(module, owners.has(module) && owners.get(module) !== name ? 'shared' : name);
				}
			}
		}
		const owner = owners.get(id);
		return owner === undefined ? null : `blockyard-${owner}`;
	};
}
