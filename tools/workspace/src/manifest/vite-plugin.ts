import type { Plugin } from 'vite';

/**
 * Leaves block.json's `blockyard` field (what the workspace derives its lists from: budgets,
 * markup allowance) out of the bundles: the editor never reads it, and registration pays for
 * every byte. The block.json files copied beside the code keep it; WordPress ignores it.
 */
export function omitBlockManifest(): Plugin {
	return {
		name: 'blockyard:omit-block-manifest',
		enforce: 'pre',
		transform(code, id) {
			if (!/[/\\]block\.json(\?.*)?$/.test(id)) {
				return null;
			}
			const metadata = JSON.parse(code) as Record<string, unknown>;
			delete metadata['blockyard'];
			return { code: JSON.stringify(metadata), map: null };
		},
	};
}
