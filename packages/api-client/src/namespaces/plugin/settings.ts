import type { Transport } from '../../transport';
import { looseRecordSchema, successSchema, type LooseRecord, type Success } from './shared';

/** `GET settings`: the plugin's settings by name (which exist is not specified, so any are accepted). */
export const pluginSettingsSchema = looseRecordSchema;
export type PluginSettings = LooseRecord;

export function settingsCalls(transport: Transport) {
	return {
		get: (): Promise<PluginSettings> =>
			transport.request('settings', { call: 'settings.get', schema: pluginSettingsSchema }),
		update: (changes: LooseRecord): Promise<Success> =>
			transport.request('settings', {
				call: 'settings.update',
				method: 'post',
				json: changes,
				schema: successSchema,
			}),
		/** Puts a group of options (`options`, `modules`) back to its defaults. */
		resetOptions: (name: string): Promise<Success> =>
			transport.request(`options/${encodeURIComponent(name)}`, {
				call: 'settings.resetOptions',
				method: 'post',
				json: { reset: true },
				schema: successSchema,
			}),
	};
}
