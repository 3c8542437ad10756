// Recognises the address of a video on the hosted-video service: its watch page or its embed,
// and the video's eight-character id (its guid) in it.

/** The service's host; `www.` in front of it is the same site. */
export const HOSTED_VIDEO_HOST = 'videopress.com';

/**
 * `https://videopress.com/v/{guid}` or `…/embed/{guid}` (http and `www.` too), the guid eight
 * letters and digits, then nothing but an optional slash, query or fragment. Matched on the
 * whole text rather than through `URL`, which would repair a backslash or a stray tab into a
 * different address.
 */
const ADDRESS = /^https?:\/\/(?:www\.)?videopress\.com\/(?:v|embed)\/([A-Za-z0-9]{8})\/?(?:[?#][^\s]*)?$/i;

/**
 * The guid of the hosted video this address shows, or undefined when it is not a hosted video's
 * address.
 *
 * @example
 * hostedVideoGuid('https://videopress.com/v/OcobLTqC'); // 'OcobLTqC'
 * hostedVideoGuid('https://example.com/v/OcobLTqC'); // undefined
 */
export function hostedVideoGuid(address: string): string | undefined {
	if (typeof address !== 'string') {
		return undefined;
	}
	return ADDRESS.exec(address.trim())?.[1];
}
