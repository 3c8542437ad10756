import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, updateOption } from './option-json';

/** Which route a signup came through: the site's own (the playground) or the provider's (a WordPress site forwarding). */
export type SignupRoute = 'blockyard/v1' | 'wpcom/v2';

const subscriberSchema = z.object({
	email: z.string(),
	interests: z.array(z.string()),
	/** The signup field, `{ TAG: value }`, as the newsletter service keeps merge fields. */
	merge_fields: z.record(z.string(), z.string()),
	via: z.enum(['blockyard/v1', 'wpcom/v2']),
	subscribed_at: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

const listSchema = z.object({
	/** A test's switch: the service refuses every signup (see the testing routes). */
	failing: z.boolean(),
	subscribers: z.array(subscriberSchema),
});
export type MailchimpList = z.infer<typeof listSchema>;

const OPTION = 'hosted_mailchimp_list';

/** The most addresses kept: the oldest go first past it. */
export const MAILCHIMP_LIST_MAX = 5000;

const initial = (): MailchimpList => ({ failing: false, subscribers: [] });

export function getMailchimpList(db: Database): MailchimpList {
	return readOption(db, OPTION, listSchema, initial);
}

export function setMailchimpFailing(db: Database, failing: boolean): void {
	updateOption(db, OPTION, listSchema, initial, (list) => ({ ...list, failing }));
}

export interface NewSubscriber {
	readonly email: string;
	readonly interests: readonly string[];
	readonly mergeFields: Readonly<Record<string, string>>;
	readonly via: SignupRoute;
}

/**
 * Puts the address on the list, or, when it is there already (letter case
 * aside), adds the new interests and merge fields to it. Answers whether it
 * was new.
 */
export function addSubscriber(db: Database, signup: NewSubscriber): { created: boolean } {
	let created = false;
	updateOption(db, OPTION, listSchema, initial, (list) => {
		const key = signup.email.toLowerCase();
		const existing = list.subscribers.find((entry) => entry.email.toLowerCase() === key);
		if (existing) {
			const changed: Subscriber = {
				...existing,
				interests: [...new Set([...existing.interests, ...signup.interests])],
				merge_fields: { ...existing.merge_fields, ...signup.mergeFields },
			};
			return {
				...list,
				subscribers: list.subscribers.map((entry) => (entry === existing ? changed : entry)),
			};
		}
		created = true;
		const added: Subscriber = {
			email: signup.email,
			interests: [...new Set(signup.interests)],
			merge_fields: { ...signup.mergeFields },
			via: signup.via,
			subscribed_at: new Date().toISOString(),
		};
		return { ...list, subscribers: [...list.subscribers, added].slice(-MAILCHIMP_LIST_MAX) };
	});
	return { created };
}
