import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** `GET wpcom/v2/subscribers/counts`. */
export const subscriberCountsSchema = z.looseObject({
	counts: z.looseObject({
		social_followers: z.number(),
		email_subscribers: z.number(),
		paid_subscribers: z.number(),
	}),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export function subscribersCalls(transport: Transport) {
	return {
		counts: (signal?: AbortSignal): Promise<SubscriberCounts> =>
			transport.request('subscribers/counts', {
				call: 'subscribers.counts',
				schema: subscriberCountsSchema,
				signal,
			}),
	};
}
