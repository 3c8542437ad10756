import { provideConnectionStore, type ConnectionStore } from '@blockyard/connection';
import {
	blockTierChoiceOf,
	provideHost,
	registerBlockyardCategories,
	type BlockyardHost,
} from '@blockyard/ui';
import type { DataRegistry } from '@wordpress/data';

import { blockyardPackageNames, blockyardPackages, type BlockyardPackageName } from './packages';

export interface RegisterBlockyardOptions {
	/** What the blocks talk to: `createWordPressHost(…)` in wp-admin, an app's own host elsewhere. */
	readonly host: BlockyardHost;
	/** The page's connection store, for blocks that need the user's connection (AI, payments). */
	readonly connection?: ConnectionStore;
	/** The packages whose blocks and extensions to register; default all. */
	readonly packages?: ReadonlyArray<BlockyardPackageName>;
	/**
	 * The `@wordpress/data` registry of the editor the blocks render in; default
	 * WordPress's own. An app with several editors gives each its own registry
	 * (a child of the default one), so they share no state.
	 */
	readonly registry?: DataRegistry;
}

const registered = new Set<BlockyardPackageName>();

/**
 * Registers every block and extension of the selected Blockyard packages
 * (once per page: block types are global), and gives the editor's registry the
 * host and the connection store (the packages' stores are registered in it by the
 * blocks that read them, the first time they render). Call it before the
 * editor renders; call it again for another editor's registry.
 *
 * The host chooses the blocks: those of a tier its site does not allow
 * (`host.site.blockTiers`: production only by default) are not registered, nor
 * `no-post-editor` ones in a post editor (`host.editorKind`). Blockyard's block
 * categories (Forms, Earn, Grow) come first, in that order, after the editor's own.
 *
 * @example
 * registerBlockyard({ host: createWordPressHost(pageState) });
 */
export function registerBlockyard(options: RegisterBlockyardOptions): void {
	const { registry } = options;
	const tiers = blockTierChoiceOf(options.host);
	registerBlockyardCategories();
	for (const name of options.packages ?? blockyardPackageNames) {
		if (!registered.has(name)) {
			blockyardPackages[name].register(tiers);
			registered.add(name);
		}
	}
	provideHost(options.host, registry);
	if (options.connection) {
		provideConnectionStore(options.connection, registry);
	}
}
