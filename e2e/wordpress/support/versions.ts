/** The WordPress versions the WordPress e2e run covers: the oldest we support and a newer one. */
export interface WordPressVersion {
	/** Playwright project suffix and env key, e.g. `6.5`. */
	readonly name: string;
	readonly label: string;
	/** The build's name in @wp-playground/wordpress-builds (`wp-<slug>.zip`, `public/wp-<slug>/`). */
	readonly slug: string;
}

export const WORDPRESS_VERSIONS: ReadonlyArray<WordPressVersion> = [
	{ name: '6.5', label: 'WordPress 6.5.5', slug: '6.5' },
	// The newest build the registry's package holds (6.7-alpha-58716); no npm package has 6.8+.
	{ name: '6.7', label: 'WordPress 6.7', slug: 'nightly' },
];

/** The environment variable the global setup sets to a version's URL. */
export const urlVariable = (version: WordPressVersion): string =>
	`BLOCKYARD_WP_URL_${version.name.replace(/\W/g, '_')}`;

/**
 * The tag of the tests every version runs: the smoke pass over every block, the lazy edit,
 * and one deep flow per package. The oldest version runs every test, as an API WordPress
 * lacks shows there first; the newer one runs these
 * (docs/decisions/0046-wordpress-deep-flows-on-the-oldest-version.md).
 */
export const EVERY_VERSION = { tag: '@every-version' } as const;
