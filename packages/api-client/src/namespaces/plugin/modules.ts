import * as z from 'zod/mini';

import type { Transport } from '../../transport';
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

export function modulesCalls(transport: Transport) {
	return {
		all: (): Promise<ModuleList> =>
			transport.request('module/all', { call: 'modules.all', schema: moduleListSchema }),
		get: (slug: string): Promise<Module> =>
			transport.request(modulePath(slug), { call: 'modules.get', schema: moduleSchema }),
		setActive: (slug: string, active: boolean): Promise<Success> =>
			transport.request(`${modulePath(slug)}/active`, {
				call: 'modules.setActive',
				method: 'post',
				json: { active },
				schema: successSchema,
			}),
		/** Changes some of a module's options (the body is the options). */
		updateOptions: (slug: string, options: LooseRecord): Promise<Success> =>
			transport.request(modulePath(slug), {
				call: 'modules.updateOptions',
				method: 'post',
				json: options,
				schema: successSchema,
			}),
		protectData: (): Promise<number> =>
			transport.request('module/protect/data', {
				call: 'modules.protectData',
				schema: protectDataSchema,
			}),
		vaultpressData: (): Promise<LooseRecord> =>
			transport.request('module/vaultpress/data', {
				call: 'modules.vaultpressData',
				schema: looseRecordSchema,
			}),
		akismetData: (): Promise<AkismetData> =>
			transport.request('module/akismet/data', {
				call: 'modules.akismetData',
				schema: akismetDataSchema,
			}),
		/** Checks the stored Akismet key, or `apiKey` when given. */
		akismetKeyCheck: (apiKey?: string): Promise<AkismetKeyCheck> =>
			apiKey === undefined
				? transport.request('module/akismet/key/check', {
						call: 'modules.akismetKeyCheck',
						schema: akismetKeyCheckSchema,
					})
				: transport.request('module/akismet/key/check', {
						call: 'modules.akismetKeyCheck',
						method: 'post',
						json: { api_key: apiKey },
						schema: akismetKeyCheckSchema,
					}),
		statsData: (range: StatsRange): Promise<StatsData> =>
			transport.request('module/stats/data', {
				call: 'modules.statsData',
				searchParams: { range },
				schema: statsDataSchema,
			}),
	};
}
