import type { BlockyardPackageName } from '@blockyard/editor';
import { __, sprintf } from '@wordpress/i18n';

/** Why the playground refuses a `?packages=` list: what was asked for that it does not have, and what it has. */
export function refusedPackagesMessage(
	unknown: readonly string[],
	known: readonly BlockyardPackageName[]
): string {
	return sprintf(
		/* translators: 1: what the address asked for, 2: the package names, separated by commas. */
		__(
			'The address asks for packages the playground does not have (%1$s). Use ?packages=none for the core blocks alone, or names from %2$s separated by commas.',
			'blockyard'
		),
		unknown.length === 0 ? __('none named', 'blockyard') : unknown.join(', '),
		known.join(', ')
	);
}
