import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { postSchema } from '@blockyard/api-client';

import { readCliConfig } from '../cli-config';
import { createProvider } from '../create-provider';
import { contactFormMarkup } from '../testing/contact-form-markup';
import {
	bodyOf,
	freshDataDir,
	freshProvider,
	requestJson,
	restErrorSchema,
	type TestProvider,
} from '../testing/fresh-provider';

const nonceSchema = z.strictObject({
	nonce: z.string().regex(/^[0-9a-f]{32}$/),
	user: z.strictObject({ id: z.number(), login: z.string(), name: z.string() }),
});

/** 1×1 PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
	'base64'
);

function uploadBody(): FormData {
	const body = new FormData();
	body.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
	return body;
}

/** Every kind of call the brief names as changing the site (or reading its private data). */
const GUARDED: readonly {
	readonly label: string;
	readonly path: string;
	readonly init: () => RequestInit & { json?: unknown };
}[] = [
	{
		label: 'save a post',
		path: '/wp-json/wp/v2/posts/1',
		init: () => ({ method: 'POST', json: { title: 'Pwned' } }),
	},
	{
		label: 'create a post',
		path: '/wp-json/wp/v2/posts',
		init: () => ({ method: 'POST', json: { title: 'Pwned' } }),
	},
	{
		label: 'upload media',
		path: '/wp-json/wp/v2/media',
		init: () => ({ method: 'POST', body: uploadBody() }),
	},
	{
		label: 'write settings',
		path: '/wp-json/wp/v2/settings',
		init: () => ({ method: 'POST', json: { title: 'Pwned' } }),
	},
	{ label: 'list form responses', path: '/wp-json/blockyard/v1/forms/responses', init: () => ({}) },
	{ label: 'an AI token', path: '/wp-json/jetpack/v4/jetpack-ai-jwt', init: () => ({ method: 'POST' }) },
	{
		label: 'a simple site AI token',
		path: '/wp-json/wpcom/v2/sites/1/jetpack-openai-query/jwt',
		init: () => ({ method: 'POST' }),
	},
	{
		label: 'a video upload token',
		path: '/wp-admin/admin-ajax.php',
		init: () => ({ method: 'POST', body: new URLSearchParams({ action: 'videopress-get-upload-jwt' }) }),
	},
	{
		label: 'disconnect the site',
		path: '/wp-json/jetpack/v4/connection',
		init: () => ({ method: 'POST', json: { isActive: false } }),
	},
	{
		label: 'a module',
		path: '/wp-json/jetpack/v4/module/stats/active',
		init: () => ({ method: 'POST', json: { active: false } }),
	},
	{
		label: 'a map key',
		path: '/wp-json/wpcom/v2/service-api-keys/mapbox',
		init: () => ({ method: 'POST', json: { service_api_key: 'x' } }),
	},
	{
		label: 'a percent-encoded path',
		path: '/wp-json/wp/v2/%73ettings',
		init: () => ({ method: 'POST', json: { title: 'Pwned' } }),
	},
	{
		label: 'a private read, percent-encoded',
		path: '/wp-json/blockyard/v1/forms/respons%65s',
		init: () => ({}),
	},
	{
		label: "the platform's copy of external media into a hosted site's library",
		path: '/rest/v1.1/external-media-upload?service=openverse',
		init: () => ({ method: 'POST', json: { external_ids: ['openverse-1'] } }),
	},
	{ label: 'an unknown route', path: '/wp-json/wp/v2/nothing', init: () => ({ method: 'DELETE' }) },
];

async function call(
	provider: TestProvider,
	entry: (typeof GUARDED)[number],
	nonce: string | false,
	headers: Record<string, string> = {}
): Promise<Response> {
	return requestJson(provider, entry.path, { ...entry.init(), nonce, headers });
}

describe('the nonce', () => {
	it('is refused without it, or with a wrong one, on every call that changes the site or reads its private data', async () => {
		const provider = freshProvider();
		for (const entry of GUARDED) {
			for (const nonce of [
				false,
				'wrong',
				`${provider.nonce}x`,
				provider.nonce.toUpperCase(),
			] as const) {
				const response = await call(provider, entry, nonce);
				expect(response.status, `${entry.label} with ${String(nonce)}`).toBe(403);
				expect((await bodyOf(response, restErrorSchema)).code).toBe('rest_cookie_invalid_nonce');
			}
		}
		const settings = await (await requestJson(provider, '/wp-json/wp/v2/settings')).json();
		expect(settings.title).toBe('Blockyard Playground');
		const post = await bodyOf(await requestJson(provider, '/wp-json/wp/v2/posts/1'), postSchema);
		expect(post.title.raw).not.toBe('Pwned');
	});

	it('lets the same calls through with the data folder nonce, in the header or as _wpnonce', async () => {
		const provider = freshProvider();
		for (const entry of GUARDED.slice(0, 8)) {
			const response = await call(provider, entry, provider.nonce);
			expect(response.status, entry.label).toBeLessThan(300);
		}
		const query = await requestJson(
			provider,
			`/wp-json/blockyard/v1/forms/responses?_wpnonce=${provider.nonce}`,
			{
				nonce: false,
			}
		);
		expect(query.status).toBe(200);
	});

	it("leaves open what WordPress and the platform leave open: reads, a visitor's submission, the AI query", async () => {
		const provider = freshProvider();
		await requestJson(provider, '/wp-json/wp/v2/posts', {
			method: 'POST',
			json: {
				content: contactFormMarkup('f1', [
					{ block: 'name', attributes: { name: 'n', label: 'Name' } },
				]),
			},
		});
		const open = { nonce: false } as const;
		expect((await requestJson(provider, '/wp-json/wp/v2/posts/1', open)).status).toBe(200);
		expect((await requestJson(provider, '/wp-json/wp/v2/settings', open)).status).toBe(200);
		const submitted = await requestJson(provider, '/wp-json/blockyard/v1/forms/f1/responses', {
			...open,
			method: 'POST',
			json: { fields: { n: 'Ada' } },
		});
		expect(submitted.status).toBe(201);
		const query = await requestJson(provider, '/wpcom/v2/jetpack-ai-query', {
			...open,
			method: 'POST',
			json: { question: 'hi' },
		});
		expect(query.status).toBe(401); // its bearer token is what it checks
	});

	it('is one per data folder: kept across starts, another folder has another', async () => {
		const dataDir = freshDataDir();
		const first = createProvider({ dataDir, log: () => {} });
		const nonce = first.nonce;
		first.close();
		const again = createProvider({ dataDir, log: () => {} });
		expect(again.nonce).toBe(nonce);
		again.close();
		const other = createProvider({ dataDir: freshDataDir(), log: () => {} });
		expect(other.nonce).not.toBe(nonce);
		other.close();
	});

	it("stands for a WordPress test site's page by its Origin, and for nobody else's", async () => {
		const provider = freshProvider({ siteOrigins: ['http://127.0.0.1:9400'] });
		const token = await requestJson(provider, '/wp-json/jetpack/v4/jetpack-ai-jwt', {
			method: 'POST',
			nonce: false,
			headers: { Origin: 'http://127.0.0.1:9400' },
		});
		expect(token.status).toBe(200);
		expect(token.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:9400');
		// The playground's own origin still sends the nonce: its requests come through its proxy.
		const playground = await requestJson(provider, '/wp-json/jetpack/v4/jetpack-ai-jwt', {
			method: 'POST',
			nonce: false,
			headers: { Origin: 'http://127.0.0.1:5173' },
		});
		expect(playground.status).toBe(403);
	});
});

describe('GET /blockyard/nonce', () => {
	it("hands the nonce to the provider's own pages and to programs on this machine", async () => {
		const provider = freshProvider();
		for (const headers of [
			{} as Record<string, string>,
			{ 'Sec-Fetch-Site': 'same-origin' },
			{ 'Sec-Fetch-Site': 'same-site', Origin: 'http://127.0.0.1:5173' },
		]) {
			const response = await requestJson(provider, '/blockyard/nonce', { nonce: false, headers });
			expect(response.status).toBe(200);
			expect(response.headers.get('Cache-Control')).toBe('no-store');
			expect(await bodyOf(response, nonceSchema)).toEqual({
				nonce: provider.nonce,
				user: { id: 1, login: 'admin', name: 'Site Admin' },
			});
		}
	});

	it("refuses other sites' pages, even a <script> or <img> that sends no Origin", async () => {
		const provider = freshProvider();
		for (const headers of [
			{ Origin: 'https://evil.example' } as Record<string, string>,
			{ Origin: 'http://127.0.0.1:3000' },
			{ 'Sec-Fetch-Site': 'cross-site' },
			{ 'Sec-Fetch-Site': 'same-site' },
		]) {
			const response = await requestJson(provider, '/blockyard/nonce', { nonce: false, headers });
			expect(response.status, JSON.stringify(headers)).toBe(403);
			expect(await response.text()).not.toContain(provider.nonce);
		}
		const rebound = await provider.app.request('http://evil.example:8787/blockyard/nonce');
		expect(rebound.status).toBe(403);
		expect(await rebound.text()).not.toContain(provider.nonce);
	});
});

describe('origins from the command line', () => {
	it("reads the playground's and the sites' origins, and the remote flag", () => {
		expect(
			readCliConfig({
				BLOCKYARD_PROVIDER_ORIGINS: 'http://127.0.0.1:5174, http://localhost:5174',
				BLOCKYARD_PROVIDER_SITE_ORIGINS: 'http://127.0.0.1:9400',
				BLOCKYARD_PROVIDER_ALLOW_REMOTE: '1',
			})
		).toMatchObject({
			origins: ['http://127.0.0.1:5174', 'http://localhost:5174'],
			siteOrigins: ['http://127.0.0.1:9400'],
			allowRemote: true,
		});
		for (const bad of ['127.0.0.1:5173', 'http://127.0.0.1:5173/path', 'javascript:alert(1)', '*']) {
			expect(() => readCliConfig({ BLOCKYARD_PROVIDER_ORIGINS: bad }), bad).toThrow(/not an origin/);
		}
	});

	it('answers CORS and Host names for the origins it is given, and CORS no longer for the defaults', async () => {
		const provider = freshProvider({ origins: ['http://127.0.0.1:5174'] });
		const mine = await provider.app.request('http://127.0.0.1:5174/wp-json/wp/v2/settings', {
			headers: { Origin: 'http://127.0.0.1:5174' },
		});
		expect(mine.status).toBe(200);
		expect(mine.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5174');
		const old = await requestJson(provider, '/wp-json/wp/v2/settings', {
			headers: { Origin: 'http://127.0.0.1:5173' },
		});
		expect(old.headers.get('Access-Control-Allow-Origin')).toBeNull();
	});
});
