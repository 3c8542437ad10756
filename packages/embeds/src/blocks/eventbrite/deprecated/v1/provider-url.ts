// Version 1's copy of the saved-output policy for frames, as its save read addresses when it
// was frozen: an address is kept only when it is https on exactly one of the provider's hosts.
// Frozen with the save: a later change to today's policy must not change what an old post matches.

/** Longer text is not an address. */
const MAX_ADDRESS_LENGTH = 4096;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Whitespace, control characters and backslashes (which browsers read as slashes).
const hasForbiddenCharacter = (text: string): boolean =>
	/[\s\\]/u.test(text) ||
	[...text].some((character) => (character.codePointAt(0) ?? 0) < 0x20 || character === '\u007f');
// An encoded slash or backslash in the host or path.
const ENCODED_SLASH = /%(2f|5c)/i;
// Control characters and backslashes, refused in a frame's address.
const FORBIDDEN = /[\p{Cc}\\]/u;

/** Whether `url` is https on exactly one of `hosts`, with no user name, password or port. */
function isProviderUrl(url: URL, hosts: readonly string[]): boolean {
	return (
		url.protocol === 'https:' &&
		url.username === '' &&
		url.password === '' &&
		url.port === '' &&
		hosts.includes(url.hostname)
	);
}

/**
 * The address in `text` as https, when its host is exactly one of `hosts`; `undefined`
 * otherwise (`http:` becomes `https:`, no scheme gets `https://`, `&amp;` is read as `&`).
 */
export function safeProviderUrl(text: unknown, hosts: readonly string[]): URL | undefined {
	if (typeof text !== 'string') {
		return undefined;
	}
	const trimmed = text.trim().replace(/&amp;/gi, '&');
	if (trimmed === '' || trimmed.length > MAX_ADDRESS_LENGTH || hasForbiddenCharacter(trimmed)) {
		return undefined;
	}
	const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
	let rest: string;
	if (scheme === undefined) {
		rest = trimmed.startsWith('//') ? trimmed.slice(2) : trimmed;
	} else if (
		(scheme === 'https' || scheme === 'http') &&
		trimmed.slice(scheme.length + 1).startsWith('//')
	) {
		rest = trimmed.slice(scheme.length + 3);
	} else {
		return undefined;
	}
	const authorityEnd = rest.search(/[/?#]/);
	const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
	const queryStart = rest.search(/[?#]/);
	const hostAndPath = queryStart === -1 ? rest : rest.slice(0, queryStart);
	if (/[@%:]/.test(authority) || ENCODED_SLASH.test(hostAndPath)) {
		return undefined;
	}
	let url: URL;
	try {
		url = new URL(`https://${rest}`);
	} catch {
		return undefined;
	}
	return isProviderUrl(url, hosts) ? url : undefined;
}

/** Whether a frame's `src` is https on exactly one of `hosts` (no character reference but `&amp;`). */
export function isProviderSource(src: string, hosts: readonly string[]): boolean {
	if (FORBIDDEN.test(src) || /&(?!amp;)[#a-z0-9]+;/i.test(src)) {
		return false;
	}
	try {
		return isProviderUrl(new URL(src), hosts);
	} catch {
		return false;
	}
}
