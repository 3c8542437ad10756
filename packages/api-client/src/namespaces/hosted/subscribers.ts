import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `GET wpcom/v2/subscribers/counts`. */
export const subscriberCountsSchema = z.looseObject({
	counts: z.looseObject({
		social_followers: z.number(),
		email_subscribers: z.number(),
		paid_subscribers: z.number(),
	}),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const hostedSubscribers = {
	counts: (api: Api, signal?: AbortSignal): Promise<SubscriberCounts> =>
		api.hosted.request('subscribers/counts', {
			call: 'hostedSubscribers.counts',
			schema: subscriberCountsSchema,
			signal,
		}),
};
