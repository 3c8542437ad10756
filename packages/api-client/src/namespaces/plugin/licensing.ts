import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `POST licensing/error`: the stored licensing error text. */
export const licensingErrorSchema = z.string();

/** `POST licensing/set-license`: whether the license was stored. */
export const setLicenseSchema = z.boolean();

/** `GET licensing/user/counts`. */
export const licenseCountsSchema = z.looseObject({
	all: z.number(),
	assigned: z.number(),
	unassigned: z.number(),
	detached: z.number(),
});
export type LicenseCounts = z.infer<typeof licenseCountsSchema>;

/** `GET licensing/user/licenses`. */
export const userLicensesSchema = z.looseObject({
	items: z.array(
		z.looseObject({
			license_key: z.string(),
			product: z.string(),
			attached_at: z.nullable(z.string()),
		})
	),
});
export type UserLicenses = z.infer<typeof userLicensesSchema>;

/** `POST licensing/user/activation-notice-dismiss`. */
export const activationNoticeSchema = z.looseObject({
	last_detached_count: z.number(),
	last_dismissed_time: z.string(),
});
export type ActivationNotice = z.infer<typeof activationNoticeSchema>;

/** `POST licensing/attach-licenses`: per license, `true` or why it failed. */
export const attachLicensesSchema = z.array(
	z.union([z.literal(true), z.looseObject({ code: z.string(), message: z.string() })])
);
export type AttachLicensesResult = z.infer<typeof attachLicensesSchema>;

export const pluginLicensing = {
	/** Stores (or, with `''`, clears) the licensing error to show. */
	setError: (api: Api, error: string): Promise<string> =>
		api.plugin.request('licensing/error', {
			call: 'pluginLicensing.setError',
			method: 'post',
			json: { error },
			schema: licensingErrorSchema,
		}),
	setLicense: (api: Api, license: string): Promise<boolean> =>
		api.plugin.request('licensing/set-license', {
			call: 'pluginLicensing.setLicense',
			method: 'post',
			json: { license },
			schema: setLicenseSchema,
		}),
	userCounts: (api: Api): Promise<LicenseCounts> =>
		api.plugin.request('licensing/user/counts', {
			call: 'pluginLicensing.userCounts',
			schema: licenseCountsSchema,
		}),
	userLicenses: (api: Api): Promise<UserLicenses> =>
		api.plugin.request('licensing/user/licenses', {
			call: 'pluginLicensing.userLicenses',
			schema: userLicensesSchema,
		}),
	dismissActivationNotice: (api: Api, lastDetachedCount: number): Promise<ActivationNotice> =>
		api.plugin.request('licensing/user/activation-notice-dismiss', {
			call: 'pluginLicensing.dismissActivationNotice',
			method: 'post',
			json: { last_detached_count: lastDetachedCount },
			schema: activationNoticeSchema,
		}),
	attachLicenses: (api: Api, licenses: readonly string[]): Promise<AttachLicensesResult> =>
		api.plugin.request('licensing/attach-licenses', {
			call: 'pluginLicensing.attachLicenses',
			method: 'post',
			json: { licenses },
			schema: attachLicensesSchema,
		}),
};
