import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** `GET wpcom/v2/mapkit`. */
export const mapkitTokenSchema = z.looseObject({ wpcom_mapkit_access_token: z.string() });
export type MapkitToken = z.infer<typeof mapkitTokenSchema>;

export function mapkitCalls(transport: Transport) {
	return {
		token: (signal?: AbortSignal): Promise<MapkitToken> =>
			transport.request('mapkit', { call: 'mapkit.token', schema: mapkitTokenSchema, signal }),
	};
}
