import { setConnectionStore, type ConnectionStore } from '@blockyard/connection';
import { setHost, type BlockyardHost } from '@blockyard/ui';

import { blockyardPackageNames, packageRegistrars, type BlockyardPackageName } from './packages';

export interface RegisterBlockyardOptions {
	/** What the blocks talk to: `createWordPressHost(…)` in wp-admin, `createPlaygroundHost(…)` in the playground. */
	readonly host: BlockyardHost;
	/** The page's connection store, for blocks that need the user's connection (AI, payments). */
	readonly connection?: ConnectionStore;
	/** The packages whose blocks and extensions to register; default all. */
	readonly packages?: ReadonlyArray<BlockyardPackageName>;
}

const registered = new Set<BlockyardPackageName>();

/**
 * Sets the host and registers every block and extension of the selected
 * Blockyard packages. Call it once before the editor renders. A later call
 * replaces the host and registers only packages not registered yet.
 *
 * @example
 * registerBlockyard({ host: createWordPressHost(pageState) });
 */
export function registerBlockyard(options: RegisterBlockyardOptions): void {
	setHost(options.host);
	if (options.connection) {
		setConnectionStore(options.connection);
	}
	for (const name of options.packages ?? blockyardPackageNames) {
		if (!registered.has(name)) {
			packageRegistrars[name]();
			registered.add(name);
		}
	}
}
