import type { BlockyardPackageName } from '@blockyard/editor';
import { __, sprintf } from '@wordpress/i18n';

/** What `?packages=` asks for: the packages to load, or why the address cannot be used. */
export type PackagesChoice =
	| { readonly ok: true; readonly packages: readonly BlockyardPackageName[] }
	| { readonly ok: false; readonly message: string };

/**
 * The Blockyard packages the playground loads, from `?packages=`: absent (or
 * `all`) for every package, `none` for Gutenberg's core blocks alone, or names
 * separated by commas (`content,forms`), in the order of `known`. Anything
 * else is refused with a message naming the packages there are.
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
		return {
			ok: false,
			message: sprintf(
				/* translators: 1: what the address asked for, 2: the package names, separated by commas. */
				__(
					'The address asks for packages the playground does not have (%1$s). Use ?packages=none for the core blocks alone, or names from %2$s separated by commas.',
					'blockyard'
				),
				names.length === 0 ? __('none named', 'blockyard') : unknown.join(', '),
				known.join(', ')
			),
		};
	}
	return { ok: true, packages: known.filter((name) => names.includes(name)) };
}
