import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { deleteOption, readOption, writeOption } from '../option-json';

const OPTION = 'blockyard_plugin_settings';

/** The plugin's own settings (`jetpack/v4/settings`): a small realistic set, each with its type. */
export const pluginSettingFields = {
	carousel_background_color: z.enum(['black', 'white']),
	comments_likes_enabled: z.boolean(),
	jetpack_testimonial: z.boolean(),
	lazy_images: z.boolean(),
	sso_require_two_step: z.boolean(),
	stats_count_roles: z.array(z.string()),
	wordpress_api_key: z.string().max(100),
};
const settingsSchema = z.object(pluginSettingFields);
export type PluginSettings = z.infer<typeof settingsSchema>;
/** Any subset; unknown names are refused (the plugin answers 400 for them). */
export const pluginSettingsChangesSchema = z.strictObject(pluginSettingFields).partial();

const DEFAULTS: PluginSettings = {
	carousel_background_color: 'black',
	comments_likes_enabled: true,
	jetpack_testimonial: false,
	lazy_images: false,
	sso_require_two_step: false,
	stats_count_roles: ['administrator'],
	wordpress_api_key: '',
};

export function getPluginSettings(db: Database): PluginSettings {
	return readOption(db, OPTION, settingsSchema, () => DEFAULTS);
}

export function updatePluginSettings(db: Database, changes: Partial<PluginSettings>): PluginSettings {
	const next = { ...getPluginSettings(db), ...changes };
	writeOption(db, OPTION, next);
	return next;
}

export function resetPluginSettings(db: Database): void {
	deleteOption(db, OPTION);
}
