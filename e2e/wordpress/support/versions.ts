import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The WordPress versions the WordPress e2e run covers: the oldest we support and a newer one. */
export interface WordPressVersion {
	/** Playwright project suffix and env key, e.g. `6.5`. */
	readonly name: string;
	readonly label: string;
	/** The build's name in @wp-playground/wordpress-builds (`wp-<slug>.zip`, `public/wp-<slug>/`). */
	readonly slug: string;
}

/**
 * From ../versions.json (which `npm test` reads too, to time each version apart): 6.5, the
 * oldest we support, and the newest build the registry's package holds (6.7-alpha-58716, its
 * `nightly`); no npm package has 6.8+.
 */
export const WORDPRESS_VERSIONS: ReadonlyArray<WordPressVersion> = JSON.parse(
	readFileSync(join(import.meta.dirname, '..', 'versions.json'), 'utf8')
) as WordPressVersion[];

/**
 * The versions this run covers: every one, or those `BLOCKYARD_WP_VERSIONS` names
 * (`6.5,6.7`), as `npm test` runs one version at a time to time each.
 */
export function selectedVersions(): ReadonlyArray<WordPressVersion> {
	const names = process.env.BLOCKYARD_WP_VERSIONS?.split(',')
		.map((name) => name.trim())
		.filter(Boolean);
	if (!names || names.length === 0) {
		return WORDPRESS_VERSIONS;
	}
	const unknown = names.filter((name) => !WORDPRESS_VERSIONS.some((version) => version.name === name));
	if (unknown.length > 0) {
		throw new Error(
			`BLOCKYARD_WP_VERSIONS names ${unknown.join(', ')}; the versions are ${WORDPRESS_VERSIONS.map((v) => v.name).join(', ')}.`
		);
	}
	return WORDPRESS_VERSIONS.filter((version) => names.includes(version.name));
}
