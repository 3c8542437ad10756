import { socialServices, type SocialLinkKind, type SocialService } from './social-services';

/** A country's domain after a brand: `com`, `de`, `co.uk`, `com.au`. */
const COUNTRY_TAIL = /^(?:[a-z]{2,3}|(?:co|com)\.[a-z]{2})$/;

/** A feed's address: `/feed`, `/rss`, `/atom.xml`, `….rss`, or a host `feeds.…`. */
const FEED_PATH = /(?:^|\/)(?:feed|rss|atom)(?:\/|\.xml)?$|\.(?:rss|atom)$/i;

function belongsTo(host: string, service: SocialService): boolean {
	if (service.domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
		return true;
	}
	if (service.brand === undefined) {
		return false;
	}
	const labels = host.split('.');
	const at = labels.lastIndexOf(service.brand);
	return at !== -1 && COUNTRY_TAIL.test(labels.slice(at + 1).join('.'));
}

/**
 * What a link is to, by its address: the service whose page it is (by the address's host, so a
 * look-alike host is no service's), `mail` for a `mailto:` address, `feed` for a feed, and
 * `chain` for anything else, an address that is not one included.
 *
 * @example
 * socialLinkKind('https://m.facebook.com/wordpress'); // 'facebook'
 * socialLinkKind('https://notfacebook.com.example/'); // 'chain'
 * socialLinkKind('mailto:ann@example.com'); // 'mail'
 */
export function socialLinkKind(address: string): SocialLinkKind {
	let url: URL;
	try {
		url = new URL(address.trim());
	} catch {
		return 'chain';
	}
	if (url.protocol === 'mailto:') {
		return 'mail';
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') {
		return 'chain';
	}
	const host = url.hostname.toLowerCase().replace(/\.$/, '');
	const service = socialServices().find((candidate) => belongsTo(host, candidate));
	if (service !== undefined) {
		return service.name;
	}
	return host.startsWith('feeds.') || FEED_PATH.test(url.pathname) ? 'feed' : 'chain';
}
