import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';

import type { Plugin } from 'vite';

/**
 * The block.json fields the editor's script never reads: the workspace's `blockyard` field (the
 * block's budgets and markup allowance) and what only WordPress's server reads (its schema, the
 * block's version, its stylesheets' and scripts' files or handles). `registerBlockType` keeps
 * only the fields it knows (and reads `name` and `textdomain`), so these are bytes the
 * registration pays for and drops.
 */
const SERVER_ONLY_FIELDS = [
	'$schema',
	'blockyard',
	'version',
	'style',
	'editorStyle',
	'viewStyle',
	'script',
	'editorScript',
	'viewScript',
	'viewScriptModule',
	'render',
];

/**
 * Leaves the fields the editor never reads out of each block.json the bundles import. The
 * block.json files copied beside the code keep every field, for `register_block_type()`.
 */
export function omitServerOnlyMetadata(): Plugin {
	return {
		name: 'blockyard:omit-server-only-metadata',
		enforce: 'pre',
		transform(code, id) {
			if (!/[/\\]block\.json(\?.*)?$/.test(id)) {
				return null;
			}
			const metadata = JSON.parse(code) as Record<string, unknown>;
			for (const field of SERVER_ONLY_FIELDS) {
				delete metadata[field];
			}
			return { code: JSON.stringify(metadata), map: null };
		},
	};
}

/**
 * The block.json a module is, or `undefined`: a block folder's own (`…/blocks/<block>/block.json`),
 * or the module a package's build made of it (`…/blocks/<block>/block.js`, with the block.json
 * copied beside it).
 */
function metadataFileOf(id: string): string | undefined {
	const path = id.replace(/\?.*$/, '');
	if (/[/\\]blocks[/\\][^/\\]+[/\\]block\.json$/.test(path)) {
		return path;
	}
	const json = path.replace(/block\.js$/, 'block.json');
	return /[/\\]blocks[/\\][^/\\]+[/\\]block\.js$/.test(path) && existsSync(json) ? json : undefined;
}

/**
 * For the scripts the WordPress plugin ships: each block's metadata comes from the server, so its
 * registration imports none. The plugin registers every block that has a block.json with
 * `register_block_type()`, and each block editor WordPress opens (a post's, the site's, the
 * widgets', the Customizer's) starts its block registry with those definitions
 * (`unstable__bootstrapServerSideBlockDefinitions`), translated into the site's language. A
 * definition from the server is never replaced by the one `registerBlockType` is given, so the
 * metadata in the script was bytes every editor load paid for and dropped: each block.json
 * module becomes an empty object, and the block registers by its name.
 *
 * Only the block's registration (the `index` beside its block.json) may import it: anything else
 * reading block.json would read nothing in WordPress, so the build fails instead. Code that needs
 * a block's metadata reads the registered block type (`getBlockType`).
 */
export function metadataFromServer(): Plugin {
	return {
		name: 'blockyard:metadata-from-server',
		enforce: 'pre',
		resolveId(source, importer) {
			if (!importer || !/(^|\/)block\.js(on)?$/.test(source) || !source.startsWith('.')) {
				return null;
			}
			const target = metadataFileOf(resolve(dirname(importer), source));
			if (
				target &&
				(dirname(target) !== dirname(importer) || !/^index\.[jt]sx?$/.test(basename(importer)))
			) {
				throw new Error(
					`${importer} imports ${source}. In WordPress a block's metadata comes from the server and its script holds none: read the registered block type (getBlockType) instead.`
				);
			}
			return null;
		},
		load(id) {
			if (metadataFileOf(id) === undefined) {
				return null;
			}
			// A block.json is still JSON to the plugins after this one; a package's built block.js is a module.
			return { code: /\.json(\?|$)/.test(id) ? '{}' : 'export default {};', map: null };
		},
	};
}
