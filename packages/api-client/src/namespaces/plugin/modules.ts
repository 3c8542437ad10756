import * as z from 'zod/mini';

import type { Api } from '../../api';
import { looseRecordSchema, successSchema, type LooseRecord, type Success } from './shared';

/** One module as `module/{slug}` and `module/all` answer it (the fields blocks read). */
export const moduleSchema = z.looseObject({
	module: z.string(),
	name: z.string(),
	description: z.string(),
	active: z.boolean(),
	available: z.optional(z.boolean()),
	options: z.optional(looseRecordSchema),
});
export type Module = z.infer<typeof moduleSchema>;

/** `GET module/all`: every module by slug. */
export const moduleListSchema = z.record(z.string(), moduleSchema);
export type ModuleList = z.infer<typeof moduleListSchema>;

/** `GET module/protect/data`: how many login attacks were blocked. */
export const protectDataSchema = z.number();

/** `GET module/akismet/data`: `'invalid_key'`-style status text, or the spam stats. */
export const akismetDataSchema = z.union([z.string(), looseRecordSchema]);
export type AkismetData = z.infer<typeof akismetDataSchema>;

/** `module/akismet/key/check` (GET for the stored key, POST for a given one). */
export const akismetKeyCheckSchema = z.looseObject({
	validKey: z.boolean(),
	invalidKeyCode: z.string(),
	invalidKeyMessage: z.string(),
});
export type AkismetKeyCheck = z.infer<typeof akismetKeyCheckSchema>;

/** `GET module/stats/data`: the stats summary for a range. */
export const statsDataSchema = z.looseObject({ general: looseRecordSchema });
export type StatsData = z.infer<typeof statsDataSchema>;

export type StatsRange = 'day' | 'week' | 'month';

const modulePath = (slug: string) => `module/${encodeURIComponent(slug)}`;

export const pluginModules = {
	all: (api: Api): Promise<ModuleList> =>
		api.plugin.request('module/all', { call: 'pluginModules.all', schema: moduleListSchema }),
	get: (api: Api, slug: string): Promise<Module> =>
		api.plugin.request(modulePath(slug), { call: 'pluginModules.get', schema: moduleSchema }),
	setActive: (api: Api, slug: string, active: boolean): Promise<Success> =>
		api.plugin.request(`${modulePath(slug)}/active`, {
			call: 'pluginModules.setActive',
			method: 'post',
			json: { active },
			schema: successSchema,
		}),
	/** Changes some of a module's options (the body is the options). */
	updateOptions: (api: Api, slug: string, options: LooseRecord): Promise<Success> =>
		api.plugin.request(modulePath(slug), {
			call: 'pluginModules.updateOptions',
			method: 'post',
			json: options,
			schema: successSchema,
		}),
	protectData: (api: Api): Promise<number> =>
		api.plugin.request('module/protect/data', {
			call: 'pluginModules.protectData',
			schema: protectDataSchema,
		}),
	vaultpressData: (api: Api): Promise<LooseRecord> =>
		api.plugin.request('module/vaultpress/data', {
			call: 'pluginModules.vaultpressData',
			schema: looseRecordSchema,
		}),
	akismetData: (api: Api): Promise<AkismetData> =>
		api.plugin.request('module/akismet/data', {
			call: 'pluginModules.akismetData',
			schema: akismetDataSchema,
		}),
	/** Checks the stored Akismet key, or `apiKey` when given. */
	akismetKeyCheck: (api: Api, apiKey?: string): Promise<AkismetKeyCheck> =>
		apiKey === undefined
			? api.plugin.request('module/akismet/key/check', {
					call: 'pluginModules.akismetKeyCheck',
					schema: akismetKeyCheckSchema,
				})
			: api.plugin.request('module/akismet/key/check', {
					call: 'pluginModules.akismetKeyCheck',
					method: 'post',
					json: { api_key: apiKey },
					schema: akismetKeyCheckSchema,
				}),
	statsData: (api: Api, range: StatsRange): Promise<StatsData> =>
		api.plugin.request('module/stats/data', {
			call: 'pluginModules.statsData',
			searchParams: { range },
			schema: statsDataSchema,
		}),
};
