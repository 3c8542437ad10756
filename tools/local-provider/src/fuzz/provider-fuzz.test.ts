import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createProvider, DEFAULT_MAX_BODY_BYTES } from '../create-provider';
import { gazetteer } from '../geo/gazetteer-db';
import { startProvider, type RunningProvider } from '../start-provider';
import { FUZZ_FORM } from './bodies';
import { fuzzRequest, type FuzzRequest, type FuzzTarget } from './requests';

/*
 * The provider fuzz: random methods, paths (every route's pattern, filled in
 * and mutated), headers and bodies against a fresh provider on loopback,
 * with faults on (so the testing routes and the fault header are in play).
 * It passes when no answer is a 5xx the request did not ask for through the
 * fault header (or a stand-in service's state: SERVICE_STATE_ANSWER), every
 * request ends before its deadline, and the provider reported no error.
 * Seeded: the same seed sends the same requests.
 *
 *   BLOCKYARD_FUZZ_SEED=123 BLOCKYARD_FUZZ_RUNS=5000 npx vitest run src/fuzz
 */
const SEED = Number(process.env['BLOCKYARD_FUZZ_SEED'] ?? 20261126);
const RUNS = Number(process.env['BLOCKYARD_FUZZ_RUNS'] ?? 2000);
/** The whole run stops after this long, whatever the count. */
const TIME_LIMIT_MS = 60_000;
/** One request, its body read to the end included. */
const DEADLINE_MS = 10_000;
const SITE_ORIGIN = 'http://127.0.0.1:9400';
/**
 * 5xx answers a route gives on purpose, for a state of a stand-in service (the newsletter
 * list not connected, or switched to failing through the testing routes): not a failure
 * of the provider.
 */
const SERVICE_STATE_ANSWER =
	/^\{"code":"(?:blockyard_newsletter_(?:not_connected|failed)|memberships_status_failed)"/;
/**
 * The body the `malformed-json` fault puts in place of a JSON answer's (src/http/faults.ts): the
 * status stays the route's, so a service state's 502 or 503 can no longer be told by its code.
 * A 500 is never a service state: under that fault it still fails the test.
 */
const MALFORMED_BODY = '{"malformed": tru';

interface Answer {
	readonly status: number;
	readonly body: string;
}

/** Sends one request with `node:http` (fetch would not send our Host) and reads the whole answer. */
function send(port: number, request: FuzzRequest): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const outgoing = httpRequest(
			{
				host: '127.0.0.1',
				port,
				method: request.method,
				path: request.path,
				headers: {
					...request.headers,
					...(request.body ? { 'Content-Length': String(request.body.length) } : {}),
				},
			},
			(response) => {
				const chunks: Buffer[] = [];
				response.on('data', (chunk: Buffer) => chunks.push(chunk));
				response.on('end', () => {
					clearTimeout(timer);
					resolve({
						status: response.statusCode ?? 0,
						body: Buffer.concat(chunks).toString('utf8', 0, 400),
					});
				});
				response.on('error', () => undefined);
			}
		);
		const timer = setTimeout(() => {
			outgoing.destroy();
			reject(new Error(`no complete answer within ${DEADLINE_MS} ms`));
		}, DEADLINE_MS);
		outgoing.on('error', (error: NodeJS.ErrnoException) => {
			clearTimeout(timer);
			// The provider may close a connection whose body it refused (413) before reading it all.
			if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
				resolve({ status: 413, body: error.code });
			} else {
				reject(error);
			}
		});
		// A body the provider refused may still be on its way when the socket closes.
		outgoing.on('socket', (socket) => socket.on('error', () => undefined));
		outgoing.end(request.body);
	});
}

const describeRequest = (request: FuzzRequest): string =>
	`${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers)} body ${request.body?.length ?? 0} bytes`;

describe('the provider under random requests', () => {
	let provider: RunningProvider;
	let dataDir: string;
	const errors: unknown[] = [];
	let target: FuzzTarget;
	const previousPace = process.env['BLOCKYARD_AI_OFFLINE_PACE_MS'];

	beforeAll(async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'blockyard-fuzz-'));
		// The offline engine without its pace: many AI queries, all quick.
		process.env['BLOCKYARD_AI_OFFLINE_PACE_MS'] = '0';
		// The gazetteer's one-time build (on a new machine) is not a request's time.
		gazetteer();
		provider = await startProvider({
			port: 0,
			dataDir,
			faults: true,
			siteOrigins: [SITE_ORIGIN],
			log: () => undefined,
			reportError: (error) => errors.push(error),
		});
		// A second provider, never listening, only to list its routes; its data goes with it.
		const routesDir = mkdtempSync(join(tmpdir(), 'blockyard-fuzz-routes-'));
		const routes = createProvider({ dataDir: routesDir, faults: true, log: () => undefined });
		const seen = new Set<string>();
		const list = routes.app.routes
			.filter((route) => route.method !== 'ALL')
			.map(({ method, path }) => ({ method, path }))
			.filter(
				(route) =>
					!seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`)
			);
		routes.close();
		rmSync(routesDir, { recursive: true, force: true });
		// A post with a contact form, so submissions get past the lookup.
		await fetch(`${provider.url}/wp-json/wp/v2/posts`, {
			method: 'POST',
			headers: { 'X-WP-Nonce': provider.nonce, 'Content-Type': 'application/json' },
			body: JSON.stringify({ title: 'Form', content: FUZZ_FORM, status: 'publish' }),
		});
		const token = (await (
			await fetch(`${provider.url}/wp-json/jetpack/v4/jetpack-ai-jwt`, {
				method: 'POST',
				headers: { 'X-WP-Nonce': provider.nonce },
			})
		).json()) as { token: string };
		target = {
			host: new URL(provider.url).host,
			routes: list,
			nonce: provider.nonce,
			aiToken: token.token,
			siteOrigin: SITE_ORIGIN,
			overGlobalCap: Buffer.alloc(DEFAULT_MAX_BODY_BYTES + 1, 0x62),
		};
	}, 60_000);

	afterAll(async () => {
		await provider?.close();
		rmSync(dataDir, { recursive: true, force: true });
		if (previousPace === undefined) {
			delete process.env['BLOCKYARD_AI_OFFLINE_PACE_MS'];
		} else {
			process.env['BLOCKYARD_AI_OFFLINE_PACE_MS'] = previousPace;
		}
	});

	it(
		'answers every request before its deadline, never with a 5xx it was not asked for',
		async () => {
			expect(target.routes.length).toBeGreaterThan(100);
			const statuses = new Map<number, number>();
			let sent = 0;
			await fc.assert(
				fc.asyncProperty(fuzzRequest(target), async (request) => {
					const answer = await send(provider.port, request).catch((error: unknown) => {
						throw new Error(`${describeRequest(request)}: ${String(error)}`);
					});
					sent++;
					statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
					if (
						answer.status >= 500 &&
						answer.status !== request.injectedStatus &&
						!SERVICE_STATE_ANSWER.test(answer.body) &&
						!(answer.body === MALFORMED_BODY && answer.status !== 500)
					) {
						throw new Error(
							`${describeRequest(request)} answered ${answer.status}: ${answer.body}`
						);
					}
				}),
				{
					seed: SEED,
					numRuns: RUNS,
					endOnFailure: true,
					plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)],
				}
			);
			console.log(
				`provider fuzz: ${sent} requests (seed ${SEED}), statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`
			);
			expect(errors).toEqual([]);
			// Still serving.
			expect((await fetch(`${provider.url}/wp-json/`)).status).toBe(200);
		},
		TIME_LIMIT_MS + 60_000
	);
});
