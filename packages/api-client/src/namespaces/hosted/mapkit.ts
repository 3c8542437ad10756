import * as z from 'zod/mini';

import type { Api } from '../../api';
import { withErrorCode } from '../../errors/with-error-code';

/** `GET wpcom/v2/mapkit`: a token for Apple's MapKit JS, made for the signed-in editor. */
export const mapkitTokenSchema = z.looseObject({
	wpcom_mapkit_access_token: z.string().check(z.minLength(1)),
});
export type MapkitToken = z.infer<typeof mapkitTokenSchema>;

/** The code of a refusal of the MapKit token, whose message is the service's own. */
export const MAPKIT_ERROR = 'mapkit_error';

export const hostedMapkit = {
	/**
	 * The MapKit token. A refusal raises an `ApiError` of code `mapkit_error` carrying the
	 * service's message (whatever code it answered with).
	 *
	 * @example
	 * const { wpcom_mapkit_access_token: token } = await hostedMapkit.token(api);
	 */
	token: (api: Api, signal?: AbortSignal): Promise<MapkitToken> =>
		withErrorCode(
			api.hosted.request('mapkit', { call: 'hostedMapkit.token', schema: mapkitTokenSchema, signal }),
			MAPKIT_ERROR
		),
};
