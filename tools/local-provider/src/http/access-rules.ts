import { SAFE_METHODS } from './origin-guard';

/*
 * Which requests need the data folder's nonce, in one table. `path` is the
 * path the router matches (`c.req.path`: decoded, as routes see it), so a
 * percent-encoded spelling cannot slip past a rule.
 *
 * Every changing request needs the nonce unless it is listed here as open;
 * unknown paths too (they answer 403 before 404). Reads are open unless listed
 * as private.
 */

/**
 * Changing requests of the platform's public API that only a signed-in user may send (there,
 * the user's credentials; here, the nonce): its copy of external media into a hosted site's
 * media library.
 */
const SIGNED_IN_PLATFORM_WRITES: readonly RegExp[] = [/^\/rest\/v1\.1\/external-media-upload\/?$/];

/** Changing requests anyone may send, as on WordPress and the platform. */
const OPEN_WRITES: readonly RegExp[] = [
	// A visitor's contact form submission (WordPress's route is open to visitors too).
	/^\/wp-json\/blockyard\/v1\/forms\/[^/]+\/responses\/?$/,
	// A visitor's newsletter signup, on the site's route (WordPress's is open to visitors too)…
	/^\/wp-json\/blockyard\/v1\/newsletter\/subscribe\/?$/,
	// …and as a WordPress site forwards it, server to server (no nonce, no Origin). The platform
	// checks the site's own token there; the stand-in has none, and takes no more than a visitor may send.
	/^\/wp-json\/wpcom\/v2\/mailchimp\/subscribe\/?$/,
	// The platform's public API and its streamed AI query: bearer tokens, or none, as there (the
	// hosted video's writes check the site's upload token themselves: src/http/upload-token-auth.ts).
	/^\/rest\//,
	/^\/wpcom\//,
	// The resumable video upload: every request carries the upload token the JWT action issued
	// (`x-videopress-upload-token`), which the route checks instead.
	/^\/resumable-upload(?:\/|$)/,
];

/**
 * The provider's own pages' forms (the authorize and connect pages): a browser
 * form cannot send a header, so each checks the `state` it issued to the
 * session instead (`src/http/page-session.ts`).
 */
export const PAGE_FORMS: readonly RegExp[] = [
	/^\/blockyard\/authorize\/?$/,
	/^\/wp-json\/wpcom\/v2\/(?:mailchimp|instagram-gallery|external-media\/connection\/google_photos)\/connect\/?$/,
	// The stand-in donation checkout's Pay button, and the stand-in payment account's Connect.
	/^\/wp-json\/wpcom\/v2\/memberships\/(?:checkout|connect)\/?$/,
	// The stand-in plan checkout's Buy button.
	/^\/wp-json\/wpcom\/v2\/plans\/checkout\/?$/,
	// The payment button's stand-in checkout's Pay button.
	/^\/wp-json\/wpcom\/v2\/pay-products\/checkout\/?$/,
];

/** Reads of private data: a WordPress route would ask for a logged-in editor. */
const PRIVATE_READS: readonly RegExp[] = [
	/^\/wp-json\/blockyard\/v1\/forms\/responses\/?$/,
	// The AI prompt library: the list is the asking user's (their private prompts with the site's).
	/^\/wp-json\/blockyard\/v1\/ai-prompts(?:\/\d+)?\/?$/,
	// The addresses on the stand-in newsletter list.
	/^\/wp-json\/wpcom\/v2\/mailchimp\/subscribers\/?$/,
	// The donations paid at the stand-in checkout.
	/^\/wp-json\/wpcom\/v2\/memberships\/donations\/?$/,
	// What buyers paid for at the payment button's stand-in checkout.
	/^\/wp-json\/wpcom\/v2\/pay-products\/purchases\/?$/,
	// WordPress's embed proxy, for editors only: it gives a private video's player with a playback token.
	/^\/wp-json\/oembed\/1\.0\/proxy\/?$/,
];

const matches = (rules: readonly RegExp[], path: string): boolean => rules.some((rule) => rule.test(path));

/** Whether a request with this method and router path needs the nonce. */
export function needsNonce(method: string, path: string): boolean {
	if (SAFE_METHODS.has(method)) {
		return method !== 'OPTIONS' && matches(PRIVATE_READS, path);
	}
	if (matches(SIGNED_IN_PLATFORM_WRITES, path)) {
		return true;
	}
	return !matches(OPEN_WRITES, path) && !matches(PAGE_FORMS, path);
}
