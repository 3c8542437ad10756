import type { Context } from 'hono';

const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

function firstValue(header: string | undefined): string | undefined {
	const value = header?.split(',')[0]?.trim();
	return value === '' ? undefined : value;
}

/**
 * The origin the client used to reach us, e.g. `http://localhost:5173` when the
 * playground's Vite proxy forwards with `X-Forwarded-Host`/`X-Forwarded-Proto`,
 * else the request URL's own. Forwarded values that do not look like a host or
 * a protocol are ignored.
 */
export function requestOrigin(c: Context): string {
	const url = new URL(c.req.url);
	const forwardedHost = firstValue(c.req.header('x-forwarded-host'));
	const forwardedProto = firstValue(c.req.header('x-forwarded-proto'))?.toLowerCase();
	const host = forwardedHost !== undefined && HOST.test(forwardedHost) ? forwardedHost : url.host;
	const protocol =
		forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : url.protocol.slice(0, -1);
	return `${protocol}://${host}`;
}
