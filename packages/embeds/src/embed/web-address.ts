/**
 * `text` when it is an absolute http(s) address (a photo, a link or a service's page a block
 * may show or open), exactly as given; `undefined` for anything else (`javascript:`, `data:`,
 * relative addresses, non-strings).
 */
export function webAddress(text: unknown): string | undefined {
	if (typeof text !== 'string') {
		return undefined;
	}
	try {
		const { protocol } = new URL(text);
		return protocol === 'https:' || protocol === 'http:' ? text : undefined;
	} catch {
		return undefined;
	}
}
