import * as z from 'zod/mini';

import { ApiError } from '../../errors/api-error';
import type { Api } from '../../api';

/** `GET wpcom/v2/resolve-redirect/?url=`: where a URL ends up, and the status it ends with. */
export const resolvedRedirectSchema = z.looseObject({ status: z.number(), url: z.string() });
export type ResolvedRedirect = z.infer<typeof resolvedRedirectSchema>;

export const hostedResolveRedirect = {
	/** A final status of 400 or more raises an ApiError (code `redirect_failed`) with that status. */
	resolve: async (api: Api, url: string, signal?: AbortSignal): Promise<ResolvedRedirect> => {
		const result = await api.hosted.request('resolve-redirect/', {
			call: 'hostedResolveRedirect.resolve',
			searchParams: { url },
			schema: resolvedRedirectSchema,
			signal,
		});
		if (result.status >= 400) {
			throw new ApiError({
				status: result.status,
				code: 'redirect_failed',
				message: `The URL answered with status ${result.status}.`,
				url: result.url,
			});
		}
		return result;
	},
};
