// What a saved Pinterest address embeds: a pin (a frame of Pinterest's), or a profile or a
// board (Pinterest's markup, which its script draws). Imported by `save` and the visitor's
// view, so it holds no parser of pasted text.
import { safeProviderUrl } from '@blockyard/api-client';

/** Where every saved address is: pasted addresses of Pinterest's other hosts are moved here. */
export const PINTEREST_HOST = 'www.pinterest.com';

/** Pinterest's host for its pin frame and its script. */
export const PINTEREST_ASSETS_HOST = 'assets.pinterest.com';

/** Pinterest's short links, followed through the provider before anything is embedded. */
export const PINTEREST_SHORT_LINK_HOST = 'pin.it';

/** The exact hosts of the block's addresses, frames and script. */
export const PINTEREST_HOSTS: readonly string[] = [
	PINTEREST_ASSETS_HOST,
	PINTEREST_SHORT_LINK_HOST,
	PINTEREST_HOST,
];

/** Pinterest's script that draws profiles and boards: a fixed address, never one taken from text. */
export const PINTEREST_SCRIPT_URL = `https://${PINTEREST_ASSETS_HOST}/js/pinit.js`;

/** A pin (`/pin/<id>/`), a profile (`/<user>/`) or a board (`/<user>/<board>/`), at its address. */
export type PinterestEmbed =
	| { readonly kind: 'pin'; readonly id: string; readonly href: string }
	| { readonly kind: 'user' | 'board'; readonly href: string };

// First segments that are Pinterest's own pages, never a profile.
const RESERVED = new Set([
	'pin',
	'search',
	'ideas',
	'today',
	'explore',
	'categories',
	'topics',
	'settings',
	'business',
	'login',
	'signup',
	'about',
	'_',
	'oauth',
	'resource',
	'videos',
	'shopping',
]);
const PIN_ID = /^[a-z0-9_-]{1,64}$/i;
const SEGMENT = /^(?:[a-z0-9_.-]|%[0-9a-f]{2}){1,100}$/i;

/**
 * The pin, profile or board at `url` (an address on Pinterest's `hosts`), or `undefined` for
 * any other page: a path starting with `pin/` is a pin, one segment a profile, two a board.
 * A pin's id may follow a title (`/pin/pasta-salad--123/`).
 */
export function pinterestEmbedAt(
	url: string | undefined,
	hosts: readonly string[] = [PINTEREST_HOST]
): PinterestEmbed | undefined {
	const address = safeProviderUrl(url ?? '', hosts);
	if (!address) {
		return undefined;
	}
	const segments = address.pathname.split('/').filter((segment) => segment !== '');
	const [first, second] = segments;
	if (first === 'pin') {
		const id = second?.split('--').pop();
		return id !== undefined && PIN_ID.test(id)
			? { kind: 'pin', id, href: `https://${PINTEREST_HOST}/pin/${id}/` }
			: undefined;
	}
	if (segments.length < 1 || segments.length > 2 || !segments.every((segment) => SEGMENT.test(segment))) {
		return undefined;
	}
	if (RESERVED.has((first ?? '').toLowerCase()) || segments.some((segment) => /^\.+$/.test(segment))) {
		return undefined;
	}
	return {
		kind: segments.length === 1 ? 'user' : 'board',
		href: `https://${PINTEREST_HOST}/${segments.join('/')}/`,
	};
}
