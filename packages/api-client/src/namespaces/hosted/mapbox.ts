import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `wpcom/v2/service-api-keys/mapbox`. A `service_api_key_source` of `wpcom` means the platform's key: show the field empty. */
export const mapboxKeySchema = z.looseObject({
	service_api_key: z.string(),
	service_api_key_source: z.optional(z.string()),
	message: z.optional(z.string()),
});
export type MapboxKey = z.infer<typeof mapboxKeySchema>;

const PATH = 'service-api-keys/mapbox';

export const hostedMapbox = {
	get: (api: Api, signal?: AbortSignal): Promise<MapboxKey> =>
		api.hosted.request(PATH, { call: 'hostedMapbox.get', schema: mapboxKeySchema, signal }),
	/** A refused key raises an ApiError carrying the server's message. */
	save: (api: Api, key: string): Promise<MapboxKey> =>
		api.hosted.request(PATH, {
			call: 'hostedMapbox.save',
			method: 'post',
			json: { service_api_key: key },
			schema: mapboxKeySchema,
		}),
	remove: (api: Api): Promise<MapboxKey> =>
		api.hosted.request(PATH, { call: 'hostedMapbox.remove', method: 'delete', schema: mapboxKeySchema }),
};
