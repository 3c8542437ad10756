/** The header a client sends when its network lets only GET and POST through. */
export const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';

/** What each real method may stand in for: HEAD and OPTIONS travel as GET, the writes as POST. */
const OVERRIDES: Readonly<Record<string, ReadonlySet<string>>> = {
	GET: new Set(['HEAD', 'OPTIONS']),
	POST: new Set(['DELETE', 'PUT', 'PATCH']),
};

/**
 * The request as the client meant it: a GET with `X-HTTP-Method-Override: HEAD` becomes a
 * HEAD, a POST with `…: PATCH` a PATCH (its body kept). Any other pairing answers
 * `undefined` (the caller refuses it); a request without the header is returned as it is.
 */
export function withMethodOverride(request: Request): Request | undefined {
	const wanted = request.headers.get(METHOD_OVERRIDE_HEADER)?.trim().toUpperCase();
	if (wanted === undefined || wanted === '') {
		return request;
	}
	if (!OVERRIDES[request.method]?.has(wanted)) {
		return undefined;
	}
	const headers = new Headers(request.headers);
	headers.delete(METHOD_OVERRIDE_HEADER);
	const hasBody = wanted !== 'HEAD' && wanted !== 'OPTIONS' && request.body !== null;
	return new Request(request.url, {
		method: wanted,
		headers,
		signal: request.signal,
		...(hasBody ? { body: request.body, duplex: 'half' } : {}),
	} as RequestInit);
}
