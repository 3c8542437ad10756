import * as fc from 'fast-check';

import { fuzzBody } from './bodies';
import { contentTypes, faultHeader } from './headers';
import { fill, MUTATIONS, mutate, queryKey, queryValue, sendable } from './paths';
import { anyText } from './values';

/**
 * The requests the provider fuzz sends: every route's pattern with its
 * parameters filled in (valid-looking, hostile and random) and mutated, any
 * method, the headers the provider decides on (Host, Origin, Content-Type,
 * the nonce, the fault header, Accept, Authorization, Cookie, Sec-Fetch-Site)
 * and bodies of every kind the routes read (JSON, urlencoded, multipart,
 * garbage, and sizes past each cap).
 */
export interface FuzzRequest {
	readonly method: string;
	readonly path: string;
	readonly headers: Readonly<Record<string, string>>;
	readonly body: Buffer | undefined;
	/** A status of 500 or more the request asked for through the fault header: not a failure. */
	readonly injectedStatus: number | undefined;
}

/** What the generators need to know about the provider under test. */
export interface FuzzTarget {
	/** `host:port` of the running provider. */
	readonly host: string;
	/** Every route as hono lists it: its method and pattern (`/wp-json/wp/v2/posts/:id{[0-9]+}`). */
	readonly routes: readonly { readonly method: string; readonly path: string }[];
	readonly nonce: string;
	/** A valid AI token, so the AI query route is reached past its check. */
	readonly aiToken: string;
	/** An origin the provider takes as a WordPress test site's. */
	readonly siteOrigin: string;
	/** Bytes one past the provider's largest accepted body, shared by every request that sends it. */
	readonly overGlobalCap: Buffer;
}

/** Every fuzz request, from the provider's own route list. */
export function fuzzRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
	const route = fc.oneof(
		{ weight: 10, arbitrary: fc.constantFrom(...target.routes) },
		{
			weight: 1,
			arbitrary: fc
				.constantFrom('/', '/wp-json', '/nothing', '/wp-admin/', '*')
				.map((path) => ({ method: 'GET', path })),
		}
	);
	const path = (pattern: string) =>
		fc
			.record({
				values: fc.array(anyText, { minLength: 1, maxLength: 3 }),
				raw: fc.boolean(),
				mutation: fc.oneof(
					{ weight: 3, arbitrary: fc.constant<(typeof MUTATIONS)[number]>('none') },
					{ weight: 1, arbitrary: fc.constantFrom(...MUTATIONS) }
				),
				query: fc.array(fc.tuple(queryKey, queryValue(target)), { maxLength: 3 }),
			})
			.map(({ values, raw, mutation, query }) => {
				const filled = mutate(fill(pattern, values, raw && values.length > 1), mutation).replace(
					/\*/g,
					'x'
				);
				const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
				return sendable((filled.startsWith('/') ? filled : `/${filled}`) + search);
			});

	const host = fc.oneof(
		{ weight: 12, arbitrary: fc.constant(target.host) },
		{
			weight: 2,
			arbitrary: fc.constantFrom(
				target.host.replace('127.0.0.1', 'localhost'),
				'127.0.0.1:5173',
				'evil.example',
				`evil.example:${target.host.split(':')[1] ?? ''}`,
				'127.0.0.1',
				'[::1]:1',
				'127.0.0.1:99999'
			),
		}
	);
	const origin = fc.oneof(
		{
			weight: 8,
			arbitrary: fc.constantFrom(
				undefined,
				'http://127.0.0.1:5173',
				target.siteOrigin,
				`http://${target.host}`
			),
		},
		{ weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000') }
	);

	return route.chain((chosen) =>
		fc
			.record({
				method: fc.oneof(
					{ weight: 3, arbitrary: fc.constant(chosen.method) },
					{
						weight: 1,
						arbitrary: fc.constantFrom(
							'GET',
							'POST',
							'PUT',
							'PATCH',
							'DELETE',
							'OPTIONS',
							'HEAD'
						),
					}
				),
				path: path(chosen.path),
				host,
				origin,
				contentType: contentTypes,
				nonce: fc.oneof(
					{ weight: 6, arbitrary: fc.constant(target.nonce) },
					{ weight: 1, arbitrary: fc.constantFrom(undefined, 'wrong') }
				),
				fault: faultHeader,
				accept: fc.constantFrom(undefined, 'application/json', 'text/html,*/*;q=0.8', '*/*'),
				authorization: fc.constantFrom(
					undefined,
					`Bearer ${target.aiToken}`,
					'Bearer nope',
					'Basic x'
				),
				cookie: fc.constantFrom(
					undefined,
					'blockyard_session=0123456789abcdef0123456789abcdef',
					'a=b; c'
				),
				fetchSite: fc.constantFrom(undefined, 'same-origin', 'cross-site', 'same-site', 'none'),
				body: fuzzBody(target, chosen.path),
			})
			.map((draw): FuzzRequest => {
				const headers: Record<string, string> = { Host: draw.host };
				const add = (name: string, value: string | undefined) => {
					if (value !== undefined) {
						headers[name] = value;
					}
				};
				add('Origin', draw.origin);
				add('Content-Type', draw.contentType);
				add('X-WP-Nonce', draw.nonce);
				add('X-Blockyard-Fault', draw.fault);
				add('Accept', draw.accept);
				add('Authorization', draw.authorization);
				add('Cookie', draw.cookie);
				add('Sec-Fetch-Site', draw.fetchSite);
				const status = /status=(\d+)/.exec(draw.fault ?? '')?.[1];
				const noBody = draw.method === 'GET' || draw.method === 'HEAD';
				return {
					method: draw.method,
					path: draw.path,
					headers,
					body: noBody ? undefined : draw.body,
					injectedStatus:
						status !== undefined && Number(status) >= 500 ? Number(status) : undefined,
				};
			})
	);
}
