import * as z from 'zod/mini';

import type { Transport } from '../../transport';

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

export function pluginsCalls(transport: Transport) {
	return {
		list: (): Promise<InstalledPlugins> =>
			transport.request('plugins', { call: 'plugins.list', schema: installedPluginsSchema }),
		/** Installs (if needed) and activates a plugin. */
		activate: (input: ActivatePluginInput): Promise<ActivatedPlugin> =>
			transport.request('plugins', {
				call: 'plugins.activate',
				method: 'post',
				json: { slug: input.slug, status: 'active', source: input.source },
				schema: activatedPluginSchema,
			}),
		updates: (): Promise<PluginUpdates> =>
			transport.request('updates/plugins', { call: 'plugins.updates', schema: pluginUpdatesSchema }),
	};
}
