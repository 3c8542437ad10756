import type { SubscriberCounts } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption } from './option-json';

const countsSchema = z.object({
	social_followers: z.int().min(0),
	email_subscribers: z.int().min(0),
	paid_subscribers: z.int().min(0),
});

/** The demo site's audience, kept in the `hosted_subscriber_counts` option (edit it to try other numbers). */
export const DEMO_SUBSCRIBER_COUNTS = { social_followers: 12, email_subscribers: 5, paid_subscribers: 1 };

export function getSubscriberCounts(db: Database): SubscriberCounts {
	return { counts: readOption(db, 'hosted_subscriber_counts', countsSchema, () => DEMO_SUBSCRIBER_COUNTS) };
}
