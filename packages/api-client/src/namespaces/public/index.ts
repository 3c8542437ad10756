import type { Transport } from '../../transport';
import { plansCalls } from './plans';
import { videosCalls } from './videos';

/** The public API's calls (`rest/v1.1`, no credentials), one area each: `client.publicApi.<area>`. */
export function publicApiCalls(transport: Transport) {
	return {
		plans: plansCalls(transport),
		videos: videosCalls(transport),
	};
}
