// What an editor types into the GIF block: a GIF service address (looked up by its id) or
// words to search for. Only the id is taken from an address, and only from the service's
// own hosts; anything else is searched for as text.
import { safeProviderUrl } from '@blockyard/api-client';
import type { EmbedParseResult } from '../../embed/provider';
import { GIPHY_HOSTS } from './hosts';
import type { GifAttributes } from './types';

export { GIPHY_HOSTS };

/** A GIF's id: letters and digits. */
const ID = /^[a-z0-9]{1,64}$/i;

/** The id in a GIF address's path, for the shapes the service gives out. */
function idInPath(host: string, segments: readonly string[]): string | undefined {
	const [first, second] = segments;
	if (host === 'giphy.com' || host === 'www.giphy.com') {
		if (segments.length === 2 && first === 'embed') {
			return second;
		}
		if (segments.length === 2 && first === 'gifs') {
			// `gifs/<words>-<id>`, or `gifs/<id>`.
			return second?.split('-').pop();
		}
		return undefined;
	}
	if (first === 'media' && segments.length >= 2) {
		return second;
	}
	// i.giphy.com/<id>.gif
	if (host === 'i.giphy.com' && segments.length === 1) {
		return first?.replace(/\.(gif|webp|mp4)$/i, '');
	}
	return undefined;
}

/**
 * The GIF id of a GIF service address (`giphy.com/gifs/<words>-<id>`, `giphy.com/embed/<id>`,
 * `media.giphy.com/media/<id>/…`); `undefined` for anything else, which the block searches for.
 *
 * @example
 * giphyId('https://giphy.com/gifs/cat-dance-JIX9t2j0ZTN9S') // 'JIX9t2j0ZTN9S'
 */
export function giphyId(text: string): string | undefined {
	const url = safeProviderUrl(text, GIPHY_HOSTS);
	if (!url) {
		return undefined;
	}
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	const id = idInPath(url.hostname, segments);
	return id !== undefined && ID.test(id) ? id : undefined;
}

/** The GIF service's page for GIF `id`. */
export const giphyEmbedUrl = (id: string): string => `https://giphy.com/embed/${id}`;

/**
 * A GIF service address as the embed mechanism reads one: its embed page, or why not.
 * Words to search for are `not-provider` here (the block searches for them).
 */
export function parseGiphy(text: string): EmbedParseResult<GifAttributes> {
	if (text.trim() === '') {
		return { ok: false, reason: 'empty' };
	}
	if (!safeProviderUrl(text, GIPHY_HOSTS)) {
		return { ok: false, reason: 'not-provider' };
	}
	const id = giphyId(text);
	if (id === undefined) {
		return { ok: false, reason: 'not-embeddable' };
	}
	const url = giphyEmbedUrl(id);
	return { ok: true, url, attributes: { giphyUrl: url } };
}
