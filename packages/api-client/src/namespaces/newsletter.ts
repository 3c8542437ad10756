import * as z from 'zod/mini';

import { isApiError } from '../errors/api-error';
import { isNetworkError } from '../errors/network-error';
import type { Api } from '../api';

/**
 * A visitor's newsletter signup (docs/decisions/0033-newsletter-signup.md):
 * `POST blockyard/v1/newsletter/subscribe` on the site's REST root. The local
 * provider answers it in the playground; in WordPress the plugin's route
 * checks the address and forwards it to the provider's
 * `wpcom/v2/mailchimp/subscribe`, which takes the same body.
 */
const SUBSCRIBE = 'blockyard/v1/newsletter/subscribe';

/** The longest address accepted: the longest path SMTP carries. */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;
/** The most interest groups one signup may join. */
export const NEWSLETTER_MAX_INTERESTS = 50;

/** What the visitor's form sends: the address, the block's chosen groups and its signup field. */
export const newsletterSignupSchema = z.object({
	email: z.string().check(z.maxLength(NEWSLETTER_EMAIL_MAX_LENGTH)),
	/** Interest group ids of the list (`hostedMailchimp.groups`), as the block chose them. */
	interests: z.optional(
		z.array(z.string().check(z.maxLength(100))).check(z.maxLength(NEWSLETTER_MAX_INTERESTS))
	),
	/** A merge field's tag (e.g. `SOURCE`) and the value to store in it: where the signup came from. */
	signupFieldTag: z.optional(z.string().check(z.maxLength(100))),
	signupFieldValue: z.optional(z.string().check(z.maxLength(255))),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** The answer to a signup, new or already on the list alike. */
export const newsletterSubscriptionSchema = z.object({ subscribed: z.literal(true) });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** The error codes a signup may answer, by kind. */
export const NEWSLETTER_ERROR_CODES = {
	/** 400: the address is not one (WordPress's `is_email`). */
	invalidEmail: 'blockyard_newsletter_invalid_email',
	/** 400: the body is not a signup (wrong shape, too long). */
	invalidRequest: 'blockyard_newsletter_invalid_request',
	/** 503: the site has no newsletter list connected. */
	notConnected: 'blockyard_newsletter_not_connected',
	/** 502: the newsletter service did not take the address. */
	failed: 'blockyard_newsletter_failed',
} as const;

/** Why a signup failed: a {@link NEWSLETTER_ERROR_CODES} kind, the network, or something else. */
export type NewsletterErrorKind = keyof typeof NEWSLETTER_ERROR_CODES | 'network' | 'unknown';

const KIND_OF_CODE = new Map<string, NewsletterErrorKind>(
	Object.entries(NEWSLETTER_ERROR_CODES).map(([kind, code]) => [code, kind as NewsletterErrorKind])
);

/**
 * The kind of a failed {@link newsletter.subscribe}: the visitor may fix an
 * `invalidEmail`; every other kind shows the block's general error.
 *
 * @example
 * try {
 *   await newsletter.subscribe(api, { email });
 * } catch (error) {
 *   if (newsletterErrorKind(error) === 'invalidEmail') { … }
 * }
 */
export function newsletterErrorKind(error: unknown): NewsletterErrorKind {
	if (isNetworkError(error)) {
		return 'network';
	}
	return (isApiError(error) && KIND_OF_CODE.get(error.code)) || 'unknown';
}

export const newsletter = {
	/**
	 * Signs a visitor up. Resolves once the address is on the list (again, if it
	 * was already: a repeated signup succeeds); rejects with an `ApiError`
	 * whose code is one of {@link NEWSLETTER_ERROR_CODES} (see
	 * {@link newsletterErrorKind}).
	 *
	 * @example
	 * await newsletter.subscribe(api, { email: 'ada@example.com', interests: ['local-news'] });
	 */
	subscribe: (api: Api, signup: NewsletterSignup, signal?: AbortSignal): Promise<NewsletterSubscription> =>
		api.site.request(SUBSCRIBE, {
			call: 'newsletter.subscribe',
			method: 'post',
			json: signup,
			schema: newsletterSubscriptionSchema,
			signal,
		}),
};
