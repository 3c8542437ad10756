const hasControlCharacter = (value: string): boolean =>
	[...value].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127);

/**
 * The advertiser's page a click goes to, when it is one the redirect may take: an absolute
 * https address with a host, no credentials and no control characters or spaces. Anything else
 * (http, `javascript:`, a relative address) is refused: the redirect never sends a visitor to an
 * unencrypted page or runs anything.
 */
export function httpsClickTarget(value: string | undefined): string | undefined {
	if (value === undefined || value.length > 2000 || /\s/.test(value) || hasControlCharacter(value)) {
		return undefined;
	}
	let url: URL;
	try {
		url = new URL(value);
	} catch {
		return undefined;
	}
	if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') {
		return undefined;
	}
	return url.href;
}

/** Where the stand-in network's ads lead: an advertiser's page per format (never fetched here). */
export function landingPage(format: string): string {
	return `https://advertiser.example/${encodeURIComponent(format)}`;
}
