/**
 * `url` when it is an absolute `http:` or `https:` address, else `undefined`:
 * whatever a site answers, a related post never links to `javascript:`,
 * `data:` or another scheme.
 */
export function safeUrl(url: string | null | undefined): string | undefined {
	if (!url) {
		return undefined;
	}
	try {
		const parsed = new URL(url);
		return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
	} catch {
		return undefined;
	}
}
