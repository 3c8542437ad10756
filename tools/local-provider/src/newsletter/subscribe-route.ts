import type { NEWSLETTER_ERROR_CODES, NewsletterSignup, NewsletterSubscription } from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { getConnections } from '../data/hosted-connections';
import { addSubscriber, getMailchimpList, type SignupRoute } from '../data/mailchimp-list';
import { bodySizeLimit } from '../http/body-size-limit';
import { RestError } from '../http/rest-error';
import type { RouteContext } from '../routes/route-context';
import { isEmail } from './is-email';

/** A signup is a few hundred bytes; 8 KiB leaves room and keeps floods cheap. */
export const NEWSLETTER_BODY_MAX_BYTES = 8 * 1024;

/** The error codes of `@blockyard/api-client`'s `NEWSLETTER_ERROR_CODES` (the provider imports only types from it). */
export const NEWSLETTER_CODES: typeof NEWSLETTER_ERROR_CODES = {
	invalidEmail: 'blockyard_newsletter_invalid_email',
	invalidRequest: 'blockyard_newsletter_invalid_request',
	notConnected: 'blockyard_newsletter_not_connected',
	failed: 'blockyard_newsletter_failed',
};

/** The client's `newsletterSignupSchema`, in the provider's zod. */
const signupSchema = z.object({
	email: z.string().max(254),
	interests: z.array(z.string().max(100)).max(50).optional(),
	signupFieldTag: z.string().max(100).optional(),
	signupFieldValue: z.string().max(255).optional(),
}) satisfies z.ZodType<NewsletterSignup>;

async function readSignup(c: Context): Promise<NewsletterSignup> {
	let body: unknown;
	try {
		body = JSON.parse(await c.req.text());
	} catch {
		body = undefined;
	}
	const result = signupSchema.safeParse(body);
	if (!result.success) {
		throw new RestError(
			NEWSLETTER_CODES.invalidRequest,
			'A signup is JSON: { email, interests?, signupFieldTag?, signupFieldValue? }.',
			400
		);
	}
	return result.data;
}

/**
 * `POST <path>` with a {@link NewsletterSignup}: checks the address as
 * WordPress's `is_email` does, then puts it on the site's list (the
 * `hosted_mailchimp_list` option) and answers 200 `{ subscribed: true }`, for
 * an address already there too. Refused: 400 for a bad address or body, 503
 * while no list is connected, 502 while the service is switched to failing.
 *
 * Mounted twice: as the site's own route (`blockyard/v1/newsletter/subscribe`,
 * which the plugin serves in WordPress) and as the provider's
 * (`wpcom/v2/mailchimp/subscribe`, where the plugin forwards signups).
 */
export function mountNewsletterSubscribe(
	app: Hono,
	path: string,
	{ db }: RouteContext,
	via: SignupRoute
): void {
	app.post(path, bodySizeLimit(NEWSLETTER_BODY_MAX_BYTES), async (c) => {
		const signup = await readSignup(c);
		const email = signup.email.trim();
		if (!isEmail(email)) {
			throw new RestError(NEWSLETTER_CODES.invalidEmail, 'Please enter a valid email address.', 400);
		}
		if (!getConnections(db).mailchimp) {
			throw new RestError(
				NEWSLETTER_CODES.notConnected,
				'This site has no newsletter list connected.',
				503
			);
		}
		if (getMailchimpList(db).failing) {
			throw new RestError(
				NEWSLETTER_CODES.failed,
				'The newsletter service could not add this address. Please try again later.',
				502
			);
		}
		const tag = signup.signupFieldTag?.trim() ?? '';
		const value = signup.signupFieldValue?.trim() ?? '';
		addSubscriber(db, {
			email,
			interests: signup.interests ?? [],
			mergeFields: tag !== '' && value !== '' ? { [tag]: value } : {},
			via,
		});
		return c.json({ subscribed: true } satisfies NewsletterSubscription);
	});
}
