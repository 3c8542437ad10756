import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { answerToGoneClient, clientGone } from './client-gone';
import { RestError, restErrorBody } from './rest-error';

/** The request header that picks the faults of one request. */
export const FAULT_HEADER = 'X-Blockyard-Fault';

/**
 * The faults one request asked for, e.g. `X-Blockyard-Fault: status=503` or
 * `cut-after=2, delay=300`:
 * - `status=N` (400-599): answer N with WordPress's error shape, before any route runs;
 * - `delay=ms`: wait before answering;
 * - `cut-after=N`: a stream stops after N events, without `[DONE]`;
 * - `pace=ms` (0-10000): a stream waits this long between two events (on top of the engine's own pace), slow enough to press Stop;
 * - `malformed-json`: a JSON answer's body is not JSON; a stream sends an event with broken JSON;
 * - `unclear`: the AI reply starts with the unclear-prompt marker;
 * - `error-event`: a stream sends an error object (`{"error": {…}}`) after its first event, and ends;
 * - `tokens=N` (1-100,000): the AI reply is N word-sized pieces of plain paragraphs instead of the
 *   engine's, sent without the engine's pace (`pace` still applies): to measure how a client renders a long stream.
 */
export interface Faults {
	readonly status?: ContentfulStatusCode;
	readonly delayMs?: number;
	readonly cutAfter?: number;
	readonly paceMs?: number;
	readonly malformedJson?: boolean;
	readonly unclear?: boolean;
	readonly errorEvent?: boolean;
	readonly tokens?: number;
}

const STATUS_CODES: Readonly<Record<number, string>> = {
	422: 'moderation_flagged',
	429: 'rate_limit_exceeded',
	500: 'internal_server_error',
	503: 'service_unavailable',
};

const wholeNumber = (value: string | undefined, directive: string, min: number, max: number): number => {
	const number = Number(value);
	if (value === undefined || !/^\d+$/.test(value) || number < min || number > max) {
		throw new RestError(
			'blockyard_invalid_fault',
			`${FAULT_HEADER}: ${directive} needs a whole number from ${min} to ${max}.`,
			400
		);
	}
	return number;
};

/** The header's value as {@link Faults}; an unknown directive answers 400. */
export function parseFaults(header: string): Faults {
	const faults: { -readonly [Key in keyof Faults]: Faults[Key] } = {};
	for (const part of header.split(/[,;]/)) {
		const [name = '', value] = part
			.trim()
			.split('=', 2)
			.map((piece) => piece.trim());
		if (name === '') {
			continue;
		}
		if (name === 'status') {
			faults.status = wholeNumber(value, name, 400, 599) as ContentfulStatusCode;
		} else if (name === 'delay') {
			faults.delayMs = wholeNumber(value, name, 0, 60_000);
		} else if (name === 'cut-after') {
			faults.cutAfter = wholeNumber(value, name, 0, 1_000_000);
		} else if (name === 'pace') {
			faults.paceMs = wholeNumber(value, name, 0, 10_000);
		} else if (name === 'malformed-json') {
			faults.malformedJson = true;
		} else if (name === 'unclear') {
			faults.unclear = true;
		} else if (name === 'error-event') {
			faults.errorEvent = true;
		} else if (name === 'tokens') {
			faults.tokens = wholeNumber(value, name, 1, 100_000);
		} else {
			throw new RestError('blockyard_invalid_fault', `${FAULT_HEADER}: unknown fault "${name}".`, 400);
		}
	}
	return faults;
}

const faultsOfRequest = new WeakMap<Request, Faults>();

/**
 * The faults of this request. Always none unless the provider runs with
 * faults on ({@link faultInjection} mounted): the header alone does nothing.
 */
export function faultsOf(c: Context): Faults {
	return faultsOfRequest.get(c.req.raw) ?? {};
}

/** Waits `ms`, or less when the client goes away first (the server aborts its request's signal). */
const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
	new Promise((resolve) => {
		if (signal.aborted) {
			resolve();
			return;
		}
		const timer = setTimeout(done, ms);
		signal.addEventListener('abort', done, { once: true });
		function done() {
			clearTimeout(timer);
			signal.removeEventListener('abort', done);
			resolve();
		}
	});

/**
 * Fault injection for tests (`createProvider({ faults: true })`,
 * `BLOCKYARD_PROVIDER_FAULTS=1`). Handles `delay`, `status` and, for JSON
 * answers, `malformed-json` itself; streaming routes read the rest with
 * {@link faultsOf}.
 *
 * The same flag mounts the testing routes (`src/routes/blockyard-testing-v1/`),
 * which exist only then (404 otherwise):
 * - `PUT /wp-json/blockyard-testing/v1/ai-requests` with JSON `{ "count": N }`
 *   sets the site's AI request count (N a whole number), answers `{ "count": N }`.
 */
export function faultInjection(): MiddlewareHandler {
	return async (c, next) => {
		const header = c.req.header(FAULT_HEADER);
		if (header === undefined || c.req.method === 'OPTIONS') {
			await next();
			return;
		}
		const faults = parseFaults(header);
		faultsOfRequest.set(c.req.raw, faults);
		if (faults.delayMs) {
			await sleep(faults.delayMs, c.req.raw.signal);
			if (clientGone(c)) {
				// The provider may be closing its database meanwhile: the route does not run.
				return answerToGoneClient();
			}
		}
		if (faults.status !== undefined) {
			const code = STATUS_CODES[faults.status] ?? 'blockyard_injected_fault';
			return c.json(
				restErrorBody(
					code,
					`Fault injected by ${FAULT_HEADER}: status ${faults.status}.`,
					faults.status
				),
				faults.status
			);
		}
		await next();
		if (faults.malformedJson && c.res.headers.get('Content-Type')?.includes('application/json')) {
			const { status } = c.res;
			const headers = new Headers(c.res.headers);
			headers.delete('Content-Length');
			c.res = undefined;
			c.res = new Response('{"malformed": tru', { status, headers });
		}
		return;
	};
}
