import { businessHoursCalls } from './namespaces/business-hours';
import { mediaCalls } from './namespaces/media';
import { postsCalls } from './namespaces/posts';
import { settingsCalls } from './namespaces/settings';
import { createTransport, type TransportOptions } from './transport';

/**
 * A client for one REST root. Each namespace of calls lives in its own module.
 *
 * @example
 * const client = createClient({ root: '/wp-json/', nonce });
 * const week = await client.businessHours.localizedWeek();
 */
export function createClient(options: TransportOptions) {
	const transport = createTransport(options);
	return {
		businessHours: businessHoursCalls(transport),
		media: mediaCalls(transport),
		posts: postsCalls(transport),
		settings: settingsCalls(transport),
	};
}

export type Client = ReturnType<typeof createClient>;
