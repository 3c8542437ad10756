import * as z from 'zod/mini';

import type { Api } from '../../api';

/**
 * `GET wpcom/v2/mailchimp`: `code` is `connected` once the site has a list, else `connect_url` leads there.
 * `DELETE wpcom/v2/mailchimp` disconnects the site and answers the same.
 */
export const mailchimpStatusSchema = z.looseObject({
	code: z.string(),
	connect_url: z.optional(z.string()),
});
export type MailchimpStatus = z.infer<typeof mailchimpStatusSchema>;

export const mailchimpInterestSchema = z.looseObject({ id: z.string(), name: z.string() });

/** `GET wpcom/v2/mailchimp/groups`. */
export const mailchimpGroupsSchema = z.looseObject({
	interest_categories: z.array(
		z.looseObject({
			id: z.string(),
			title: z.optional(z.string()),
			interests: z.array(mailchimpInterestSchema),
		})
	),
});
export type MailchimpGroups = z.infer<typeof mailchimpGroupsSchema>;

export const hostedMailchimp = {
	status: (api: Api, signal?: AbortSignal): Promise<MailchimpStatus> =>
		api.hosted.request('mailchimp', {
			call: 'hostedMailchimp.status',
			schema: mailchimpStatusSchema,
			signal,
		}),
	/** Disconnects the site's Mailchimp account (the block's Disconnect); answers the status after it. */
	disconnect: (api: Api, signal?: AbortSignal): Promise<MailchimpStatus> =>
		api.hosted.request('mailchimp', {
			call: 'hostedMailchimp.disconnect',
			method: 'delete',
			schema: mailchimpStatusSchema,
			signal,
		}),
	groups: (api: Api, signal?: AbortSignal): Promise<MailchimpGroups> =>
		api.hosted.request('mailchimp/groups', {
			call: 'hostedMailchimp.groups',
			schema: mailchimpGroupsSchema,
			signal,
		}),
};
