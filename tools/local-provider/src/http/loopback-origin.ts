/** `http://127.0.0.1:*`, `http://localhost:*` and `http://[::1]:*`: pages served from this machine. */
const LOOPBACK_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/;

export function isLoopbackOrigin(origin: string): boolean {
	return LOOPBACK_ORIGIN.test(origin);
}
