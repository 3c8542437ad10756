import { isLoopbackUrl } from '../../http/access-policy';

/** C0 controls (tab, CR, LF…), DEL and the C1 block: browsers drop or split on some of them. */
export function hasControlCharacter(text: string): boolean {
	for (let index = 0; index < text.length; index++) {
		const code = text.charCodeAt(index);
		if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
			return true;
		}
	}
	return false;
}

/** Where a relative target is resolved when no request gives an origin (validation only). */
const LOOPBACK_BASE = 'http://127.0.0.1/';

/**
 * The absolute URL to send the browser to for `target`, or `undefined` when it
 * is not safe: `target` is resolved against `base` (the origin the request
 * came to) the way a browser would resolve it, and the result must be http(s)
 * on a loopback host. Control characters are refused outright: `/\t/host/x`
 * looks like a path but a browser strips the tab and goes to `//host/x`.
 */
export function safeRedirectTarget(target: string, base: string = LOOPBACK_BASE): string | undefined {
	if (hasControlCharacter(target)) {
		return undefined;
	}
	try {
		const url = new URL(target, base);
		return isLoopbackUrl(url) ? url.href : undefined;
	} catch {
		return undefined;
	}
}
