import type { Context } from 'hono';

/**
 * The page a connect popup lands on: it says the service is connected and,
 * when `message` is given, posts it to the window that opened it, then closes.
 */
export function connectPage(
	c: Context,
	service: string,
	message?: Readonly<Record<string, unknown>>
): Response {
	const script = message
		? `<script>window.opener?.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')}, '*');window.close();</script>`
		: '';
	c.header('Cache-Control', 'no-store');
	return c.html(
		`<!doctype html><meta charset="utf-8"><title>Connected</title><p>${service} is connected to the local site.</p>${script}`
	);
}
