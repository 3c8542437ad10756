/**
 * `connectUrl` asking the connect page to come back to `here` once done (`redirect_to`), unless
 * it names a way back already: the editor then shows the outcome from the flags the page adds
 * (address-flags.ts). A `connectUrl` that is no address is left as it is.
 *
 * @example
 * connectUrlReturningTo('https://pay.test/connect', 'https://site.test/wp-admin/post.php?post=1');
 * // 'https://pay.test/connect?redirect_to=https%3A%2F%2Fsite.test%2Fwp-admin%2Fpost.php%3Fpost%3D1'
 */
export function connectUrlReturningTo(connectUrl: string, here: string): string {
	let url: URL;
	try {
		url = new URL(connectUrl, here);
	} catch {
		return connectUrl;
	}
	if (!url.searchParams.has('redirect_to')) {
		url.searchParams.set('redirect_to', here);
	}
	return url.href;
}
