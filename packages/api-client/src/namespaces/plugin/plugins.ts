import * as z from 'zod/mini';

import type { Api } from '../../api';

/** One installed plugin (WordPress's header fields plus `active`). */
export const installedPluginSchema = z.looseObject({
	Name: z.string(),
	Version: z.string(),
	active: z.boolean(),
});
export type InstalledPlugin = z.infer<typeof installedPluginSchema>;

/** `GET plugins`: installed plugins by file (`akismet/akismet.php`). */
export const installedPluginsSchema = z.record(z.string(), installedPluginSchema);
export type InstalledPlugins = z.infer<typeof installedPluginsSchema>;

/** `POST plugins`: the plugin installed and activated. */
export const activatedPluginSchema = z.looseObject({
	plugin: z.string(),
	slug: z.string(),
	Name: z.string(),
	active: z.boolean(),
});
export type ActivatedPlugin = z.infer<typeof activatedPluginSchema>;

/** `GET updates/plugins`: how many plugins have an update. */
export const pluginUpdatesSchema = z.looseObject({ count: z.number() });
export type PluginUpdates = z.infer<typeof pluginUpdatesSchema>;

export interface ActivatePluginInput {
	readonly slug: string;
	/** Where the request came from (a screen name), for the provider's records. */
	readonly source?: string;
}

export const pluginPlugins = {
	list: (api: Api): Promise<InstalledPlugins> =>
		api.plugin.request('plugins', { call: 'pluginPlugins.list', schema: installedPluginsSchema }),
	/** Installs (if needed) and activates a plugin. */
	activate: (api: Api, input: ActivatePluginInput): Promise<ActivatedPlugin> =>
		api.plugin.request('plugins', {
			call: 'pluginPlugins.activate',
			method: 'post',
			json: { slug: input.slug, status: 'active', source: input.source },
			schema: activatedPluginSchema,
		}),
	updates: (api: Api): Promise<PluginUpdates> =>
		api.plugin.request('updates/plugins', { call: 'pluginPlugins.updates', schema: pluginUpdatesSchema }),
};
