/**
 * The address of the site's visitors' MapKit token route, as the page gives it
 * (`data-mapkit-token-url`): kept only when it is http(s) on the page's own origin, since
 * the token is the site's and a page asks no other host for it; `''` otherwise.
 */
export function sameOriginTokenUrl(value: string | undefined, doc: Document): string {
	if (value === undefined || value.trim() === '') {
		return '';
	}
	try {
		const url = new URL(value, doc.baseURI);
		const page = new URL(doc.baseURI);
		return (url.protocol === 'https:' || url.protocol === 'http:') &&
			url.origin === page.origin &&
			url.username === '' &&
			url.password === ''
			? url.href
			: '';
	} catch {
		return '';
	}
}
