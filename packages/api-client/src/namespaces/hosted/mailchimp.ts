import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** `GET wpcom/v2/mailchimp`: `code` is `connected` once the site has a list, else `connect_url` leads there. */
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

export function mailchimpCalls(transport: Transport) {
	return {
		status: (signal?: AbortSignal): Promise<MailchimpStatus> =>
			transport.request('mailchimp', {
				call: 'mailchimp.status',
				schema: mailchimpStatusSchema,
				signal,
			}),
		groups: (signal?: AbortSignal): Promise<MailchimpGroups> =>
			transport.request('mailchimp/groups', {
				call: 'mailchimp.groups',
				schema: mailchimpGroupsSchema,
				signal,
			}),
	};
}
