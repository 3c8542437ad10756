import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** `wpcom/v2/service-api-keys/mapbox`. A `service_api_key_source` of `wpcom` means the platform's key: show the field empty. */
export const mapboxKeySchema = z.looseObject({
	service_api_key: z.string(),
	service_api_key_source: z.optional(z.string()),
	message: z.optional(z.string()),
});
export type MapboxKey = z.infer<typeof mapboxKeySchema>;

const PATH = 'service-api-keys/mapbox';

export function mapboxCalls(transport: Transport) {
	return {
		get: (signal?: AbortSignal): Promise<MapboxKey> =>
			transport.request(PATH, { call: 'mapbox.get', schema: mapboxKeySchema, signal }),
		/** A refused key raises an ApiError carrying the server's message. */
		save: (key: string): Promise<MapboxKey> =>
			transport.request(PATH, {
				call: 'mapbox.save',
				method: 'post',
				json: { service_api_key: key },
				schema: mapboxKeySchema,
			}),
		remove: (): Promise<MapboxKey> =>
			transport.request(PATH, { call: 'mapbox.remove', method: 'delete', schema: mapboxKeySchema }),
	};
}
