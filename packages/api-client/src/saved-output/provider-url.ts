// The saved-output policy for frames and scripts: an address an editor pasted, or a block saved,
// is kept only when it is https on one of the provider's hosts. Pasted text is data: nothing
// here fetches, evaluates or renders it.

import { isProviderUrl } from './url-policy';

/** Longer pasted text is not an address (and not worth scanning). */
export const MAX_ADDRESS_LENGTH = 4096;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Whitespace, control characters and backslashes have no place in an address a provider
// gives out; browsers read a backslash as a slash, which is how look-alike addresses are made.
const hasForbiddenCharacter = (text: string): boolean =>
	/[\s\\]/u.test(text) ||
	[...text].some((character) => (character.codePointAt(0) ?? 0) < 0x20 || character === '\u007f');
// An encoded slash or backslash in the host or path: a way to hide where an address leads.
const ENCODED_SLASH = /%(2f|5c)/i;

/**
 * The address in `text` as https, when its host is exactly one of `hosts`; `undefined`
 * otherwise. `http:` becomes `https:`, and an address without a scheme
 * (`calendar.google.com/…`) gets `https://`. Refused: any other scheme (`javascript:`,
 * `data:`), user names and passwords, ports, look-alike hosts (`calendar.google.com.evil.test`,
 * `evil.test/calendar.google.com`, `calendar.google.com@evil.test`), backslashes, whitespace
 * and encoded slashes in the host or path. `&amp;` is read as `&`.
 *
 * @example
 * safeProviderUrl('http://calendar.google.com/calendar/embed?src=a', ['calendar.google.com'])?.href
 * // 'https://calendar.google.com/calendar/embed?src=a'
 */
export function safeProviderUrl(text: unknown, hosts: readonly string[]): URL | undefined {
	if (typeof text !== 'string') {
		return undefined;
	}
	// `&amp;` is how HTML source, and WordPress's content filter in an author's saved block
	// attributes, write `&`: read it as `&`, so the frame is the one the markup was saved with.
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
