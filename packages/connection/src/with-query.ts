/** `url` with `params` set in its query (undefined values skipped); relative URLs stay relative. */
export function withQuery(url: string, params: Readonly<Record<string, string | undefined>>): string {
	const base = 'http://relative.invalid';
	const parsed = new URL(url, base);
	for (const [key, value] of Object.entries(params)) {
		if (value !== undefined) {
			parsed.searchParams.set(key, value);
		}
	}
	return parsed.origin === base && !url.startsWith(base) ? parsed.href.slice(base.length) : parsed.href;
}
