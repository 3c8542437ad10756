/** The schemes a URL in AI output may have; everything else (javascript:, data:, vbscript:, …) is dropped. */
const SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/** A URL scheme as the URL standard reads it: a letter, then letters, digits, `+`, `-`, `.`, then `:`. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Control characters (C0, DEL, C1): no URL a model means has one, and parsers disagree on them. */
const CONTROL = /\p{Cc}/u;

/** What a relative URL is resolved against; it names no real host. */
const BASE = new URL('https://relative.invalid/');

/** The URL as the browser reads it, or undefined when it does not parse. */
function resolve(url: string): URL | undefined {
	try {
		return new URL(url, BASE);
	} catch {
		return undefined;
	}
}

function isSafe(url: string): boolean {
	if (CONTROL.test(url)) {
		return false;
	}
	const resolved = resolve(url);
	if (resolved === undefined || !SCHEMES.has(resolved.protocol)) {
		return false;
	}
	// Without a scheme, the URL must stay on the site: `//host`, `/\host`, `\\host` name
	// another host while looking like a path, and servers and browsers read them differently.
	return SCHEME.test(url) || resolved.host === BASE.host;
}

/** The text of `value` with its character references decoded, as an HTML parser reads an attribute. */
function decodeReferences(value: string): string {
	const textarea = document.implementation.createHTMLDocument('').createElement('textarea');
	textarea.innerHTML = value;
	return textarea.value;
}

/**
 * `value` when it is a URL that AI output may keep in `href`: http:, https: or mailto:, or
 * relative to the site (a path, a query, a fragment); otherwise undefined. The URL is judged
 * as the browser's URL parser reads it (leading and trailing spaces and control characters
 * stripped, tabs and newlines removed, the scheme case-insensitive), and again with its
 * character references decoded (`&#106;avascript:`), so neither reading can hide a scheme.
 * Any control character rejects it. Needs a DOM.
 *
 * @example
 * safeUrl('https://example.com/a?b=1'); // 'https://example.com/a?b=1'
 * safeUrl(' JaVa\tScRiPt:alert(1)'); // undefined
 * safeUrl('//evil.example/x'); // undefined
 */
export function safeUrl(value: string): string | undefined {
	const url = value.trim();
	if (!isSafe(url)) {
		return undefined;
	}
	if (url.includes('&') && !isSafe(decodeReferences(url).trim())) {
		return undefined;
	}
	return url;
}
