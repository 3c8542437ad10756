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
