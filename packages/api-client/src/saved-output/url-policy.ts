// The saved-output policy for addresses: what a block may write into `href`, `src`, `poster`,
// `action` or a `data-*` address that a visitor script follows. No value an attribute holds may
// become a live script (`javascript:`, `vbscript:`, `data:text/html`) or send the visitor's
// browser to a host the block did not choose (`//evil.example`, `https://a.example@evil.example`).
// Every save and every visitor script reads addresses through these functions.

import { decodeReferences } from './character-references';

/** Schemes a link may have besides http and https, where the block offers them. */
export type ExtraLinkScheme = 'mailto' | 'tel';

/** A scheme as the URL standard reads it: a letter, then letters, digits, `+`, `-`, `.`, then `:`. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * What is trimmed from both ends: what the URL parser strips (C0 controls and space), and any
 * other white space (no-break spaces too), so no reader that trims more finds a scheme there.
 * Inside, a tab or newline is removed by the parser (`java\tscript:` is `javascript:`): any
 * control character, or a backslash (which the parser reads as `/`), is refused instead.
 */
// eslint-disable-next-line no-control-regex -- the controls are what the URL parser strips
const ENDS = /^[\s\u0000-\u0020]+|[\s\u0000-\u0020]+$/gu;
const FORBIDDEN = /[\p{Cc}\\]/u;

/** What a relative address is resolved against, only to see where it leads; it names no real host. */
const BASE = new URL('https://relative.invalid/');

/** An address as the browser reads it, judged for `schemes`; the trimmed text when it passes. */
function judge(text: string, schemes: ReadonlySet<string>): boolean {
	if (text === '' || FORBIDDEN.test(text)) {
		return false;
	}
	const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
	let url: URL;
	try {
		url = new URL(text, BASE);
	} catch {
		return false;
	}
	if (scheme === undefined) {
		// A path, a query or a fragment on the site; `//host` leads to another host.
		return url.host === BASE.host && !text.startsWith('//');
	}
	if (!schemes.has(scheme)) {
		return false;
	}
	if (scheme === 'http' || scheme === 'https') {
		// Written out in full (`https:host` and `https:/host` are read as `https://host` too).
		return (
			text.slice(scheme.length + 1, scheme.length + 3) === '//' &&
			url.hostname !== '' &&
			url.username === '' &&
			url.password === ''
		);
	}
	return true;
}

/** `value`, trimmed, when both its written and its decoded spellings pass `schemes`. */
function policed(value: unknown, schemes: ReadonlySet<string>): string | undefined {
	if (typeof value !== 'string') {
		return undefined;
	}
	const text = value.replace(ENDS, '');
	const decoded = decodeReferences(text);
	if (decoded === undefined || !judge(text, schemes) || !judge(decoded.replace(ENDS, ''), schemes)) {
		return undefined;
	}
	return text;
}

const LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https']);

/**
 * `value` when a saved link (`<a href>`) may lead there: `http:` or `https:` with a host and no
 * user name or password, or a path, query or fragment on the site; `mailto:` and `tel:` only
 * when the block offers them (`extraSchemes`). Otherwise `undefined`: `javascript:`,
 * `data:`, `//other.host`, and their spellings with character references, tabs, newlines or
 * mixed case, which the browser would read as the same thing.
 *
 * @example
 * safeLinkUrl('https://example.com/a?b=1'); // 'https://example.com/a?b=1'
 * safeLinkUrl('/about'); // '/about'
 * safeLinkUrl('mailto:me@example.com', ['mailto']); // 'mailto:me@example.com'
 * safeLinkUrl('&#106;avascript:alert(1)'); // undefined
 */
export function safeLinkUrl(
	value: unknown,
	extraSchemes: readonly ExtraLinkScheme[] = []
): string | undefined {
	return policed(
		value,
		extraSchemes.length === 0 ? LINK_SCHEMES : new Set([...LINK_SCHEMES, ...extraSchemes])
	);
}

/**
 * Whether `hostname` is this machine's (`localhost`, `*.localhost`, a loopback address): where
 * the local provider stands in for a block's media service while a site is developed or
 * tested. A visitor's browser asking its own machine sends nothing to another host.
 */
export function isLoopbackHost(hostname: string): boolean {
	const host = hostname.toLowerCase();
	return (
		host === 'localhost' ||
		host.endsWith('.localhost') ||
		host === '[::1]' ||
		/^127\.\d+\.\d+\.\d+$/.test(host)
	);
}

/**
 * `value` when a saved image, video, poster or track may load it: `https:` or `http:` with a
 * host and no user name or password, or a path on the site. When the block's contract names
 * the hosts its media come from (`hosts`), only those over https, a path on the site, or a
 * loopback host (the local provider standing in for the service). `blob:` (an upload in
 * progress) and `data:` are never saved.
 *
 * Saving cannot know the site's address, so without `hosts` an image from another host passes
 * here; where the site is known (the WordPress plugin's render filter), absolute addresses are
 * held to the site and its image CDN as well.
 *
 * @example
 * safeMediaUrl('https://example.com/wp-content/uploads/a.jpg'); // the same
 * safeMediaUrl('https://evil.example/a.gif', ['media.giphy.com']); // undefined
 */
export function safeMediaUrl(value: unknown, hosts?: readonly string[]): string | undefined {
	const address = policed(value, LINK_SCHEMES);
	if (address === undefined || hosts === undefined || !SCHEME.test(address)) {
		return address;
	}
	const url = new URL(address);
	return isProviderUrl(url, hosts) || isLoopbackHost(url.hostname) ? address : undefined;
}

/** Whether `url` is https on exactly one of `hosts`, with no user name, password or port. */
export function isProviderUrl(url: URL, hosts: readonly string[]): boolean {
	return (
		url.protocol === 'https:' &&
		url.username === '' &&
		url.password === '' &&
		url.port === '' &&
		hosts.includes(url.hostname)
	);
}

/** Whether `src` (a frame's, a script's, or media from named hosts) is https on exactly one of `hosts`. */
export function isProviderSource(src: string, hosts: readonly string[]): boolean {
	// A provider's address holds no character reference but `&amp;` (how HTML writes `&`).
	if (FORBIDDEN.test(src) || /&(?!amp;)[#a-z0-9]+;/i.test(src)) {
		return false;
	}
	try {
		return isProviderUrl(new URL(src), hosts);
	} catch {
		return false;
	}
}
