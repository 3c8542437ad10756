import { isLoopbackOrigin } from '../../http/loopback-origin';

/**
 * `target` when it is safe to send the browser there: a path on this server
 * (`/wp-admin/…`, not `//elsewhere`) or a URL on a loopback origin. Else `undefined`.
 */
export function safeRedirectTarget(target: string): string | undefined {
	if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
		return target;
	}
	try {
		const url = new URL(target);
		return isLoopbackOrigin(url.origin) ? url.href : undefined;
	} catch {
		return undefined;
	}
}
