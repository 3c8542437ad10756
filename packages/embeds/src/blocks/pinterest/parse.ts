// What an editor pastes into a Pinterest block: the address of a pin, a board or a profile, on
// www.pinterest.com or one of Pinterest's country hosts (saved on www.pinterest.com), a
// `pin.it` short link (followed through the provider), or Pinterest's embed code (its link's
// address is read as text; the code's script is not).
import { safeProviderUrl } from '@blockyard/api-client';
import { looksLikeMarkup, scanElements } from '../../embed/embed-code';
import type { EmbedParseResult } from '../../embed/provider';
import { PINTEREST_HOST, PINTEREST_SHORT_LINK_HOST, pinterestEmbedAt } from './embed-kind';
import type { PinterestAttributes } from './types';

/** Pinterest's country sites as `<code>.pinterest.com`. */
const COUNTRY_SUBDOMAINS =
	'ar at au br ca ch cl co cz de dk es fi fr gr hu id ie in it jp kr mx nl no nz ph pl pt ro ru se sk tr uk za'.split(
		' '
	);
/** Pinterest's country sites as `pinterest.<domain>` (with or without `www.`). */
const COUNTRY_DOMAINS = 'at ca ch cl co.kr co.uk com.au com.mx de dk es fr ie it jp nz ph pt ru se'.split(
	' '
);

/** Every host of Pinterest's pages an editor may paste an address of, exactly. */
export const PINTEREST_PAGE_HOSTS: readonly string[] = [
	PINTEREST_HOST,
	'pinterest.com',
	...COUNTRY_SUBDOMAINS.map((code) => `${code}.pinterest.com`),
	...COUNTRY_DOMAINS.flatMap((domain) => [`pinterest.${domain}`, `www.pinterest.${domain}`]),
];

const SHORT_LINK_PATH = /^\/[a-z0-9_-]{1,64}\/?$/i;

/**
 * The pin, board or profile in `text` as its `www.pinterest.com` address, a `pin.it` short
 * link to follow, or why not: `not-provider` for another site, `not-embeddable` for another
 * page of Pinterest's.
 *
 * @example
 * parsePinterest('https://www.pinterest.co.uk/maker/recipes/')
 * // { ok: true, url: 'https://www.pinterest.com/maker/recipes/', attributes: { url: … } }
 */
export function parsePinterest(text: string): EmbedParseResult<PinterestAttributes> {
	const trimmed = text.trim();
	if (trimmed === '') {
		return { ok: false, reason: 'empty' };
	}
	const address = looksLikeMarkup(trimmed)
		? (scanElements(trimmed, 'a')
				.find((link) => link.attributes.has('href'))
				?.attributes.get('href') ?? '')
		: trimmed;
	const shortLink = safeProviderUrl(address, [PINTEREST_SHORT_LINK_HOST]);
	if (shortLink) {
		return SHORT_LINK_PATH.test(shortLink.pathname)
			? {
					ok: true,
					url: `https://${PINTEREST_SHORT_LINK_HOST}${shortLink.pathname}`,
					attributes: {},
					shortLink: true,
				}
			: { ok: false, reason: 'not-embeddable' };
	}
	if (!safeProviderUrl(address, PINTEREST_PAGE_HOSTS)) {
		return { ok: false, reason: 'not-provider' };
	}
	const embed = pinterestEmbedAt(address, PINTEREST_PAGE_HOSTS);
	if (!embed) {
		return { ok: false, reason: 'not-embeddable' };
	}
	return { ok: true, url: embed.href, attributes: { url: embed.href } };
}
