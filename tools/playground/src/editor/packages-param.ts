import type { BlockyardPackageName } from '@blockyard/editor';

/**
 * What `?packages=` asks for: the packages to load, or the names the
 * playground does not have (none at all when the list is empty). No
 * `@wordpress` import here: the page's first script reads it, before the
 * editor's code has loaded (see boot.ts); refused-packages.ts words a refusal.
 */
export type PackagesChoice =
	| { readonly ok: true; readonly packages: readonly BlockyardPackageName[] }
	| { readonly ok: false; readonly unknown: readonly string[] };

/**
 * The Blockyard packages the playground loads, from `?packages=`: absent (or
 * `all`) for every package, `none` for Gutenberg's core blocks alone, or names
 * separated by commas (`content,forms`), in the order of `known`. Anything
 * else is refused, with the names the playground does not have.
 */
export function packagesFromSearch(search: string, known: readonly BlockyardPackageName[]): PackagesChoice {
	const raw = new URLSearchParams(search).get('packages');
	if (raw === null || raw.trim() === 'all') {
		return { ok: true, packages: known };
	}
	if (raw.trim() === 'none') {
		return { ok: true, packages: [] };
	}
	const names = raw
		.split(',')
		.map((name) => name.trim())
		.filter((name) => name !== '');
	const unknown = names.filter((name) => !known.some((packageName) => packageName === name));
	if (names.length === 0 || unknown.length > 0) {
		return { ok: false, unknown };
	}
	return { ok: true, packages: known.filter((name) => names.includes(name)) };
}
