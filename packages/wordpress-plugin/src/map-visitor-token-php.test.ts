// The visitors' MapKit token route (plugin/includes/map-visitor-token.php) outside WordPress,
// through `php` and test/php/map-visitor-token.php: a MapKit site's visitors get the provider's
// token, asked for as the site and kept a few minutes; any other site's get none, and no
// rendered map carries a token, only the route's address.
import { describe, expect, it } from 'vitest';

import { runPhp, wordPressHtmlApi } from './test/php';

const wpIncludes = wordPressHtmlApi();

interface Answer {
	readonly answers: { status: number; body: Record<string, string>; headers?: Record<string, string> }[];
	readonly requests: { url: string; headers: Record<string, string> }[];
	readonly transient: { value: string; ttl: number } | null;
	readonly render: string;
}

interface Request {
	readonly option?: unknown;
	readonly providerRoot?: string;
	readonly provider?: { status: number; body: unknown };
	readonly nonce?: string;
	readonly calls?: number;
	readonly transient?: string;
}

const run = (request: Request) => runPhp<Answer>('map-visitor-token.php', request, [wpIncludes]);

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJsb2NhbCJ9.c2lnbmF0dXJl';
const PROVIDER_ROOT = 'http://127.0.0.1:8787/wp-json/';
const MAPKIT_SITE = {
	option: { provider: 'mapkit' },
	providerRoot: PROVIDER_ROOT,
	nonce: 'data-folder-nonce',
	provider: { status: 200, body: { wpcom_mapkit_access_token: TOKEN } },
};
const ROUTE = 'https://site.test/wp-json/blockyard/v1/maps/mapkit-token';

describe('the visitors’ MapKit token route', () => {
	it('gives a MapKit site’s visitors the provider’s token, asked for as the site', () => {
		const answer = run(MAPKIT_SITE);
		expect(answer.answers).toEqual([
			{
				status: 200,
				body: { wpcom_mapkit_access_token: TOKEN },
				headers: { 'Cache-Control': 'no-store' },
			},
		]);
		expect(answer.requests).toEqual([
			{ url: 'http://127.0.0.1:8787/blockyard/nonce', headers: {} },
			{ url: `${PROVIDER_ROOT}wpcom/v2/mapkit`, headers: { 'X-WP-Nonce': 'data-folder-nonce' } },
		]);
	});

	it('asks the provider once however many visitors ask, keeping the token a few minutes', () => {
		const answer = run({ ...MAPKIT_SITE, calls: 3 });
		expect(answer.answers.map((each) => each.body.wpcom_mapkit_access_token)).toEqual([
			TOKEN,
			TOKEN,
			TOKEN,
		]);
		expect(answer.requests.filter((request) => request.url.endsWith('wpcom/v2/mapkit'))).toHaveLength(1);
		expect(answer.transient).toEqual({ value: TOKEN, ttl: 300 });
		expect(run({ ...MAPKIT_SITE, transient: TOKEN }).requests).toEqual([]);
	});

	it('answers no token, and asks nothing of the provider, when the site’s maps are not MapKit’s', () => {
		for (const option of [{}, { provider: 'openstreetmap' }, { provider: 'mapbox' }]) {
			const answer = run({ ...MAPKIT_SITE, option, transient: TOKEN });
			expect(answer.answers).toEqual([
				{
					status: 404,
					body: {
						code: 'mapkit_unavailable',
						message: 'This site’s maps are not drawn with Apple Maps.',
					},
				},
			]);
			expect(answer.requests).toEqual([]);
		}
	});

	it('answers mapkit_error when the provider refuses, and keeps the failure a minute', () => {
		const answer = run({
			...MAPKIT_SITE,
			provider: { status: 403, body: { code: 'mapkit_error', message: 'No.' } },
			calls: 2,
		});
		expect(answer.answers.map((each) => [each.status, each.body.code])).toEqual([
			[503, 'mapkit_error'],
			[503, 'mapkit_error'],
		]);
		expect(answer.requests.filter((request) => request.url.endsWith('wpcom/v2/mapkit'))).toHaveLength(1);
		expect(answer.transient).toEqual({ value: '', ttl: 60 });
	});

	it('takes only what looks like a MapKit token from the provider', () => {
		const answer = run({
			...MAPKIT_SITE,
			provider: { status: 200, body: { wpcom_mapkit_access_token: '<script>alert(1)</script>' } },
		});
		expect(answer.answers[0]?.status).toBe(503);
	});
});

describe('a MapKit site’s rendered map', () => {
	it('carries the route’s address and never a token', () => {
		const { render } = run(MAPKIT_SITE);
		expect(render).toContain(`data-mapkit-token-url="${ROUTE}"`);
		expect(render).not.toContain(TOKEN);
	});

	it('carries no route on a site whose maps are not MapKit’s', () => {
		expect(run({ ...MAPKIT_SITE, option: { provider: 'openstreetmap' } }).render).not.toContain(
			'data-mapkit-token-url'
		);
	});
});
