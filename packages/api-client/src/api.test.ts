import { describe, expect, it } from 'vitest';

import { ai } from './ai/calls';
import { createApi, EDITOR_MARKER_HEADER } from './api';
import { isValidationError } from './errors/validation-error';
import { businessHours } from './namespaces/business-hours';
import { media } from './namespaces/media';
import { pluginConnection } from './namespaces/plugin/connection';
import { posts } from './namespaces/posts';
import { publicPlans } from './namespaces/public/plans';
import { siteSettings } from './namespaces/settings';
import { videoPressUpload } from './namespaces/videopress-upload';
import { geocoding } from './namespaces/third-party/geocoding';
import { restaurants } from './namespaces/third-party/restaurants';

const week = {
	days: {
		Sun: 'Sonntag',
		Mon: 'Montag',
		Tue: 'Dienstag',
		Wed: 'Mittwoch',
		Thu: 'Donnerstag',
		Fri: 'Freitag',
		Sat: 'Samstag',
	},
	startOfWeek: 1,
};

const settings = {
	title: 't',
	language: 'en_US',
	start_of_week: 0,
	time_format: '',
	date_format: '',
	timezone: 'UTC',
};

const serve =
	(routes: Record<string, unknown>): typeof fetch =>
	async (input, init) => {
		const url = new URL(new Request(input, init).url);
		const body = routes[url.pathname];
		return body === undefined
			? new Response('{"code":"rest_no_route","message":"No route"}', { status: 404 })
			: new Response(JSON.stringify(body), { status: 200 });
	};

/** A fetch that records every request and answers each with `answer(request)`. */
function recording(answer: (request: Request) => unknown) {
	const requests: Request[] = [];
	const fetch: typeof globalThis.fetch = async (input, init) => {
		const request = new Request(input, init);
		requests.push(request);
		return new Response(JSON.stringify(answer(request)));
	};
	return { fetch, requests };
}

describe('createApi', () => {
	it('reads the localized week', async () => {
		const api = createApi({
			root: 'http://site.test/wp-json/',
			fetch: serve({ '/wp-json/wpcom/v2/business-hours/localized-week': week }),
		});
		await expect(businessHours.localizedWeek(api)).resolves.toEqual(week);
	});

	it('refuses a localized week with a start of week out of range, naming the call', async () => {
		const api = createApi({
			root: 'http://site.test/wp-json/',
			fetch: serve({ '/wp-json/wpcom/v2/business-hours/localized-week': { ...week, startOfWeek: 9 } }),
		});
		const error: unknown = await businessHours.localizedWeek(api).catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
		expect(error).toMatchObject({ call: 'businessHours.localizedWeek', field: 'startOfWeek' });
	});

	it('names a failing call of the site as it is imported', async () => {
		const api = createApi({ root: 'http://site.test/wp-json/', fetch: async () => new Response('{}') });
		const calls = [
			siteSettings.get(api),
			siteSettings.update(api, { title: 'x' }),
			posts.get(api, 1),
			posts.update(api, 1, { title: 'x' }),
			media.upload(api, new Blob(['png']), 'a.png'),
		];
		const names = await Promise.all(
			calls.map((call) =>
				call.catch((error: unknown) => (isValidationError(error) ? error.call : error))
			)
		);
		expect(names).toEqual([
			'siteSettings.get',
			'siteSettings.update',
			'posts.get',
			'posts.update',
			'media.upload',
		]);
	});

	it('uploads media as a multipart file field', async () => {
		let received: FormData | undefined;
		const api = createApi({
			root: 'http://site.test/wp-json/',
			fetch: async (input, init) => {
				received = await new Request(input, init).formData();
				return new Response(
					JSON.stringify({
						id: 7,
						source_url: '/u/a.png',
						mime_type: 'image/png',
						alt_text: '',
						title: { raw: 'a' },
					})
				);
			},
		});
		const uploaded = await media.upload(api, new Blob(['png'], { type: 'image/png' }), 'a.png');
		expect(uploaded.id).toBe(7);
		expect((received?.get('file') as File | null)?.name).toBe('a.png');
	});

	it('streams AI answers from the platform root with its fetch', async () => {
		const requests: Request[] = [];
		const api = createApi({
			root: 'https://site.test/wp-json/',
			platformRoot: 'http://127.0.0.1:8787',
			fetch: async (input, init) => {
				requests.push(new Request(input, init));
				return new Response('data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n\n');
			},
		});
		const events = [];
		for await (const event of ai.streamQuery(api, { token: 't', question: 'q' })) {
			events.push(event);
		}
		expect(events.at(-1)).toEqual({ type: 'done', text: 'Hi' });
		expect(requests.map((request) => request.url)).toEqual([
			'http://127.0.0.1:8787/wpcom/v2/jetpack-ai-query',
		]);
	});
});

describe('the nonce', () => {
	it('goes to roots on the site origin and never elsewhere', async () => {
		const { fetch, requests } = recording((request) =>
			request.url.includes('localized-week')
				? week
				: request.url.includes('/connection')
					? { code: 'success' }
					: settings
		);
		const api = createApi({
			root: 'https://site.test/wp-json/',
			providerRoot: 'http://127.0.0.1:8787/wp-json/',
			nonce: 'n',
			fetch,
		});
		await businessHours.localizedWeek(api);
		await pluginConnection.disconnectSite(api);
		await siteSettings.get(api);
		expect(
			requests.map((request) => [request.url.replace(/\?.*/, ''), request.headers.get('X-WP-Nonce')])
		).toEqual([
			['http://127.0.0.1:8787/wp-json/wpcom/v2/business-hours/localized-week', null],
			['http://127.0.0.1:8787/wp-json/jetpack/v4/connection', null],
			['https://site.test/wp-json/wp/v2/settings', 'n'],
		]);
	});

	it('goes to admin-ajax.php on the site origin (a token-issuing action), and not to one elsewhere', async () => {
		const answer = {
			success: true,
			data: { upload_token: 't', upload_blog_id: 1, upload_action_url: 'u' },
		};
		const { fetch, requests } = recording(() => answer);
		await videoPressUpload.jwt(createApi({ root: 'https://site.test/wp-json/', nonce: 'n', fetch }));
		await videoPressUpload.jwt(
			createApi({
				root: 'https://site.test/wp-json/',
				nonce: 'n',
				roots: { adminAjax: 'https://elsewhere.test/wp-admin/admin-ajax.php' },
				fetch,
			})
		);
		expect(requests.map((request) => [request.url, request.headers.get('X-WP-Nonce')])).toEqual([
			['https://site.test/wp-admin/admin-ajax.php', 'n'],
			['https://elsewhere.test/wp-admin/admin-ajax.php', null],
		]);
	});

	it('goes to the provider namespaces when they are on the site, as inside WordPress', async () => {
		const { fetch, requests } = recording(() => week);
		const api = createApi({ root: 'https://site.test/wp-json/', nonce: 'n', fetch });
		await businessHours.localizedWeek(api);
		expect(requests[0]?.url).toBe('https://site.test/wp-json/wpcom/v2/business-hours/localized-week');
		expect(requests[0]?.headers.get('X-WP-Nonce')).toBe('n');
	});
});

describe('the public API and third parties', () => {
	it('get no credentials and no nonce, even on the site’s own origin', async () => {
		const answers: Record<string, unknown> = {
			'/rest/v1.5/plans': [],
			'/geocoding/Lisbon.json': { features: [] },
			'/restaurants/restaurant-search': { items: [] },
			'/wp-json/wp/v2/settings': settings,
		};
		const { fetch, requests } = recording((request) => answers[new URL(request.url).pathname]);
		const api = createApi({
			root: 'https://site.test/wp-json/',
			nonce: 'secret-nonce',
			platformRoot: 'https://site.test/',
			roots: {
				geocoding: 'https://site.test/geocoding/',
				restaurantSearch: 'https://site.test/restaurants/',
			},
			fetch,
		});
		await publicPlans.list(api);
		await geocoding.search(api, 'Lisbon', 'pk.token');
		await restaurants.search(api, 'pizza');
		await siteSettings.get(api);
		expect(requests.map((request) => new URL(request.url).pathname)).toEqual(Object.keys(answers));
		const [plans, places, found, site] = requests;
		for (const request of [plans, places, found]) {
			expect(request?.credentials).toBe('omit');
			expect(request?.headers.get('X-WP-Nonce')).toBeNull();
		}
		expect(site?.credentials).toBe('same-origin');
		expect(site?.headers.get('X-WP-Nonce')).toBe('secret-nonce');
	});
});

describe('the editor’s marker', () => {
	const answers: Record<string, unknown> = {
		'/wp-json/wpcom/v2/business-hours/localized-week': week,
		'/wp-json/wp/v2/settings': settings,
		'/rest/v1.5/plans': [],
		'/geocoding/Lisbon.json': { features: [] },
	};
	const requestsOf = async (fromEditor: boolean | undefined) => {
		const { fetch, requests } = recording((request) => answers[new URL(request.url).pathname]);
		const api = createApi({
			root: 'https://site.test/wp-json/',
			providerRoot: 'http://127.0.0.1:8787/wp-json/',
			platformRoot: 'http://127.0.0.1:8787/',
			roots: { geocoding: 'https://site.test/geocoding/' },
			nonce: 'n',
			fromEditor,
			fetch,
		});
		await businessHours.localizedWeek(api);
		await siteSettings.get(api);
		await publicPlans.list(api);
		await geocoding.search(api, 'Lisbon', 'pk.token');
		return requests.map((request) => [
			new URL(request.url).pathname,
			request.headers.get(EDITOR_MARKER_HEADER),
		]);
	};

	it('goes with the editor’s requests to the site and the provider, never to the public API or third parties', async () => {
		expect(EDITOR_MARKER_HEADER).toBe('X-WP-API-FETCH-FROM-EDITOR');
		expect(await requestsOf(true)).toEqual([
			['/wp-json/wpcom/v2/business-hours/localized-week', 'true'],
			['/wp-json/wp/v2/settings', 'true'],
			['/rest/v1.5/plans', null],
			['/geocoding/Lisbon.json', null],
		]);
	});

	it('is not sent by an Api made without it, as a visitor’s script makes it', async () => {
		expect((await requestsOf(undefined)).every(([, marker]) => marker === null)).toBe(true);
	});
});
