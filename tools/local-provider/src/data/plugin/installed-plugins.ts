import type { plugin } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from '../option-json';

type InstalledPlugin = plugin.plugins.InstalledPlugin;

/** Plugins the local site can install, by slug, with their main file. */
const AVAILABLE: Readonly<Record<string, { file: string; Name: string; Version: string }>> = {
	jetpack: { file: 'jetpack/jetpack.php', Name: 'Jetpack', Version: '14.0' },
	akismet: { file: 'akismet/akismet.php', Name: 'Akismet Anti-spam', Version: '5.3' },
	'jetpack-boost': { file: 'jetpack-boost/jetpack-boost.php', Name: 'Jetpack Boost', Version: '3.6' },
	'jetpack-search': { file: 'jetpack-search/jetpack-search.php', Name: 'Jetpack Search', Version: '4.0' },
	woocommerce: { file: 'woocommerce/woocommerce.php', Name: 'WooCommerce', Version: '9.4' },
	vaultpress: { file: 'vaultpress/vaultpress.php', Name: 'VaultPress', Version: '3.0' },
};

const OPTION = 'blockyard_plugin_installed';
const stateSchema = z.record(z.string(), z.object({ active: z.boolean() }));
/** A fresh site: Jetpack active, Akismet installed but inactive. */
const DEFAULT_STATE = () => ({ jetpack: { active: true }, akismet: { active: false } });

export function isAvailablePlugin(slug: string): boolean {
	return Object.hasOwn(AVAILABLE, slug);
}

/** Installed plugins by main file, as `GET plugins` answers them. */
export function listInstalledPlugins(db: Database): Record<string, InstalledPlugin> {
	const state = readOption(db, OPTION, stateSchema, DEFAULT_STATE);
	return Object.fromEntries(
		Object.entries(state).flatMap(([slug, { active }]) => {
			const plugin = Object.hasOwn(AVAILABLE, slug) ? AVAILABLE[slug] : undefined;
			return plugin ? [[plugin.file, { Name: plugin.Name, Version: plugin.Version, active }]] : [];
		})
	);
}

/** Installs (when needed) and activates a plugin the local site knows. */
export function activatePlugin(db: Database, slug: string) {
	const plugin = AVAILABLE[slug];
	if (plugin === undefined || !isAvailablePlugin(slug)) {
		return undefined;
	}
	const state = readOption(db, OPTION, stateSchema, DEFAULT_STATE);
	writeOption(db, OPTION, { ...state, [slug]: { active: true } });
	return { plugin: plugin.file, slug, Name: plugin.Name, Version: plugin.Version, active: true };
}
