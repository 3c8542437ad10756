import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `GET wpcom/v2/mapkit`. */
export const mapkitTokenSchema = z.looseObject({ wpcom_mapkit_access_token: z.string() });
export type MapkitToken = z.infer<typeof mapkitTokenSchema>;

export const hostedMapkit = {
	token: (api: Api, signal?: AbortSignal): Promise<MapkitToken> =>
		api.hosted.request('mapkit', { call: 'hostedMapkit.token', schema: mapkitTokenSchema, signal }),
};
