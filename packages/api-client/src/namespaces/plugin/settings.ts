import type { Api } from '../../api';
import { looseRecordSchema, successSchema, type LooseRecord, type Success } from './shared';

/** `GET settings`: the plugin's settings by name (which ones exist is not relied on). */
export const pluginSettingsSchema = looseRecordSchema;
export type PluginSettings = LooseRecord;

export const pluginSettings = {
	get: (api: Api): Promise<PluginSettings> =>
		api.plugin.request('settings', { call: 'pluginSettings.get', schema: pluginSettingsSchema }),
	update: (api: Api, changes: LooseRecord): Promise<Success> =>
		api.plugin.request('settings', {
			call: 'pluginSettings.update',
			method: 'post',
			json: changes,
			schema: successSchema,
		}),
	/** Puts a group of options (`options`, `modules`) back to its defaults. */
	resetOptions: (api: Api, name: string): Promise<Success> =>
		api.plugin.request(`options/${encodeURIComponent(name)}`, {
			call: 'pluginSettings.resetOptions',
			method: 'post',
			json: { reset: true },
			schema: successSchema,
		}),
};
