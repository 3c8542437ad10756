import * as fc from 'fast-check';

import { PLATFORM_MAPBOX_KEY } from '../data/map-keys';
import { contactFormMarkup } from '../testing/contact-form-markup';

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

const WEIRD_TEXT = [
	'',
	' ',
	'constructor',
	'__proto__',
	'toString',
	'..',
	'%',
	'%00',
	'%zz',
	'%2e%2e',
	'\u0000',
	'\r\n',
	'\t',
	'<script>alert(1)</script>',
	'"\'`',
	'😀',
	'Ω≈ç√',
	'a'.repeat(5000),
	'-1',
	'0',
	'1',
	'2',
	'99999999999999999999999',
	'1e3',
	'NaN',
	'null',
	'true',
	'[]',
	'{}',
];

/** A value for any parameter or field: plausible ones, hostile ones, random ones. */
const anyText = fc.oneof(
	{ weight: 3, arbitrary: fc.constantFrom(...WEIRD_TEXT) },
	{ weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
	{ weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
	{
		weight: 2,
		arbitrary: fc.constantFrom(
			'f1',
			'mapbox',
			'google_photos',
			'pexels',
			'stats',
			'akismet',
			'blockyard',
			'abc123',
			'0.png',
			'streets-v12',
			'satellite'
		),
	}
);

/** Fills a pattern's parameters (`:id{[0-9]+}`, `:slug`) with values, encoded or raw. */
function fill(pattern: string, values: readonly string[], raw: boolean): string {
	let index = 0;
	return pattern.replace(/:[A-Za-z_]+(?:\{[^}]*\})?/g, () => {
		const value = values[index++ % values.length] ?? '';
		return raw ? value.replace(/[/?#\s]/g, '') : encodeURIComponent(value);
	});
}

const MUTATIONS = [
	'none',
	'trailing-slash',
	'double-slash',
	'upper',
	'dot-segment',
	'percent',
	'truncate',
	'suffix',
] as const;

function mutate(path: string, mutation: (typeof MUTATIONS)[number]): string {
	switch (mutation) {
		case 'trailing-slash':
			return `${path}/`;
		case 'double-slash':
			return path.replace('/', '//');
		case 'upper':
			return path.toUpperCase();
		case 'dot-segment':
			return `${path}/../${path.split('/').pop() ?? ''}`;
		case 'percent':
			return path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
		case 'truncate':
			return path.slice(0, Math.max(1, Math.floor(path.length / 2)));
		case 'suffix':
			return `${path}/extra`;
		default:
			return path;
	}
}

const queryKey = fc.constantFrom(
	'redirect_uri',
	'url',
	'origin',
	'_wpnonce',
	'form_id',
	'post_id',
	'page',
	'per_page',
	'status',
	'context',
	'count',
	'access_token',
	'number',
	'path',
	'search',
	'page_handle',
	'range',
	'from',
	'query',
	'pageSize',
	'limit',
	'__proto__'
);

const queryValue = (target: FuzzTarget) =>
	fc.oneof(
		anyText,
		fc.constantFrom(
			'/',
			'/%09/evil.example/x',
			'//evil.example/',
			'http://evil.example/',
			`http://${target.host}/wp-json/`,
			`http://${target.host}/rest/v1.5/plans`,
			'https://example.com/a',
			'javascript:alert(1)',
			'http://localhost:5173/',
			target.nonce,
			PLATFORM_MAPBOX_KEY
		)
	);

const contentTypes = fc.constantFrom(
	undefined,
	'application/json',
	'application/json; charset=utf-8',
	'application/x-www-form-urlencoded',
	'multipart/form-data; boundary=fuzzboundary',
	'multipart/form-data',
	'text/plain',
	'application/octet-stream',
	'garbage/;;;'
);

const faultHeader = fc.oneof(
	{ weight: 12, arbitrary: fc.constant(undefined) },
	{
		weight: 3,
		arbitrary: fc.constantFrom(
			'status=429',
			'status=503',
			'status=500',
			'status=418',
			'delay=50',
			'cut-after=1',
			'pace=5',
			'malformed-json',
			'unclear',
			'explode',
			'status=abc',
			'delay=70000',
			',,;',
			'cut-after=2, malformed-json'
		),
	}
);

/** A multipart body with text fields and files (random bytes, odd names). */
const multipartBody = fc
	.array(
		fc.record({
			name: anyText,
			value: anyText,
			file: fc.option(fc.record({ name: anyText, bytes: fc.uint8Array({ maxLength: 512 }) }), {
				nil: undefined,
			}),
		}),
		{ maxLength: 6 }
	)
	.map((parts) => {
		const chunks: Buffer[] = [];
		for (const part of parts) {
			const name = part.name.replace(/["\r\n]/g, '');
			if (part.file) {
				const fileName = part.file.name.replace(/["\r\n]/g, '');
				chunks.push(
					Buffer.from(
						`--fuzzboundary\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`
					),
					Buffer.from(part.file.bytes),
					Buffer.from('\r\n')
				);
			} else {
				chunks.push(
					Buffer.from(
						`--fuzzboundary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part.value}\r\n`
					)
				);
			}
		}
		chunks.push(Buffer.from('--fuzzboundary--\r\n'));
		return Buffer.concat(chunks);
	});

/** JSON bodies shaped like the routes' (fields, title, content, question…) or anything at all. */
const jsonBody = fc
	.oneof(
		fc.jsonValue({ maxDepth: 3 }),
		fc.record(
			{
				fields: fc.oneof(
					fc.dictionary(anyText, fc.oneof(anyText, fc.array(anyText, { maxLength: 3 }))),
					fc.jsonValue()
				),
				title: anyText,
				content: anyText,
				status: fc.constantFrom('draft', 'publish', 'trash', 1),
				question: anyText,
				messages: fc.array(
					fc.record({ role: fc.constantFrom('user', 'system', 'x'), content: anyText }),
					{ maxLength: 3 }
				),
				prompt: anyText,
				count: fc.oneof(fc.integer(), anyText),
				registration_nonce: anyText,
				redirect_uri: anyText,
				isActive: fc.boolean(),
				linked: fc.boolean(),
				active: fc.boolean(),
				id: fc.oneof(fc.integer(), anyText),
			},
			{ requiredKeys: [] }
		)
	)
	.map((value) => Buffer.from(JSON.stringify(value) ?? 'null'));

/** The form every fuzz run's site holds (post 2): `n` (name, required) and `e` (email). */
export const FUZZ_FORM = contactFormMarkup('f1', [
	{ block: 'name', attributes: { name: 'n', label: 'Name', required: true } },
	{ block: 'email', attributes: { name: 'e', label: 'Email' } },
]);

/**
 * Bodies that pass the routes' checks, by the route they fit, so the fuzz
 * reaches what lies past the checks.
 */
const WELL_FORMED: readonly (readonly [RegExp, unknown])[] = [
	[/\/wp\/v2\/posts/, { title: 'Fuzz', content: FUZZ_FORM, status: 'draft' }],
	[
		/\/wp\/v2\/posts/,
		{ content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->', status: 'publish' },
	],
	[/\/forms\/:formId\/responses/, { fields: { n: 'Ada', e: 'ada@example.test' } }],
	[/\/forms\/:formId\/responses/, { fields: { n: '', e: 'nope' } }],
	[/\/wp\/v2\/settings/, { title: 'Site', start_of_week: 3 }],
	[/jetpack-ai-query/, { question: 'Correct the spelling: teh cat' }],
	[
		/jetpack-ai-query/,
		{
			messages: [{ role: 'user', content: 'The form should be: name, email' }],
			feature: 'jetpack-form-ai-extension',
		},
	],
	[/images\/generations/, { prompt: 'a cat' }],
	[/ai-requests/, { count: 3 }],
	[/connection\/register/, { registration_nonce: 'n', no_iframe: true, redirect_uri: '/' }],
	[/connection$/, { isActive: false }],
	[/connection\/user/, { linked: false }],
	[/\/active$/, { active: true }],
	[/poster/, { at_time: 1000, is_millisec: true }],
	[/videopress\/meta/, { id: 1, title: 'Video' }],
	[/service-api-keys/, { service_api_key: 'pk.fuzz' }],
	[
		/subscribe$/,
		{ email: 'ada@example.test', interests: ['local-news'], signupFieldTag: 'S', signupFieldValue: 'x' },
	],
	[/testing\/v1\/mailchimp/, { connected: true, failing: false }],
	[
		/external-media\/copy/,
		{ external_ids: ['pexels-1'], media: [{ guid: 'x' }], service: 'pexels', post_id: 0 },
	],
];

const wellFormedFor = (pattern: string): Buffer[] =>
	WELL_FORMED.filter(([route]) => route.test(pattern)).map(([, body]) => Buffer.from(JSON.stringify(body)));

const urlencodedBody = fc
	.array(fc.tuple(anyText, anyText), { maxLength: 8 })
	.map((pairs) => Buffer.from(new URLSearchParams(pairs).toString()));

/** Bodies past each cap: the form route's 256 KiB, the post route's 2 MiB, the global 64 MiB. */
const hugeBody = (target: FuzzTarget) =>
	fc
		.constantFrom(257 * 1024, 2 * 1024 * 1024 + 1, -1)
		.map((size) => (size < 0 ? target.overGlobalCap : Buffer.alloc(size, 0x61)));

const body = (target: FuzzTarget, pattern: string) => {
	const fitting = wellFormedFor(pattern);
	return fc.oneof(
		{
			weight: fitting.length > 0 ? 8 : 0,
			arbitrary: fitting.length > 0 ? fc.constantFrom(...fitting) : fc.constant(undefined),
		},
		{ weight: 6, arbitrary: fc.constant(undefined) },
		{ weight: 6, arbitrary: jsonBody },
		{ weight: 4, arbitrary: urlencodedBody },
		{ weight: 3, arbitrary: multipartBody },
		{ weight: 2, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)) },
		{ weight: 1, arbitrary: hugeBody(target) }
	);
};

/** Characters an HTTP request line cannot carry (spaces, controls, non-ASCII) percent-encoded; `%` left raw. */
function sendable(path: string): string {
	return path.replace(/[^\x21-\x7e]/gu, (character) => {
		try {
			return encodeURIComponent(character);
		} catch {
			return '%EF%BF%BD';
		}
	});
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
				body: body(target, chosen.path),
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
