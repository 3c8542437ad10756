import * as z from 'zod/mini';

import type { Transport } from '../../transport';

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

export function licensingCalls(transport: Transport) {
	return {
		/** Stores (or, with `''`, clears) the licensing error to show. */
		setError: (error: string): Promise<string> =>
			transport.request('licensing/error', {
				call: 'licensing.setError',
				method: 'post',
				json: { error },
				schema: licensingErrorSchema,
			}),
		setLicense: (license: string): Promise<boolean> =>
			transport.request('licensing/set-license', {
				call: 'licensing.setLicense',
				method: 'post',
				json: { license },
				schema: setLicenseSchema,
			}),
		userCounts: (): Promise<LicenseCounts> =>
			transport.request('licensing/user/counts', {
				call: 'licensing.userCounts',
				schema: licenseCountsSchema,
			}),
		userLicenses: (): Promise<UserLicenses> =>
			transport.request('licensing/user/licenses', {
				call: 'licensing.userLicenses',
				schema: userLicensesSchema,
			}),
		dismissActivationNotice: (lastDetachedCount: number): Promise<ActivationNotice> =>
			transport.request('licensing/user/activation-notice-dismiss', {
				call: 'licensing.dismissActivationNotice',
				method: 'post',
				json: { last_detached_count: lastDetachedCount },
				schema: activationNoticeSchema,
			}),
		attachLicenses: (licenses: readonly string[]): Promise<AttachLicensesResult> =>
			transport.request('licensing/attach-licenses', {
				call: 'licensing.attachLicenses',
				method: 'post',
				json: { licenses },
				schema: attachLicensesSchema,
			}),
	};
}
