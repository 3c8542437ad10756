import { describe, expect, it } from 'vitest';

import { createClient } from './client';
import { isValidationError } from './errors/validation-error';

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

const serve =
	(routes: Record<string, unknown>): typeof fetch =>
	async (input, init) => {
		const url = new URL(new Request(input, init).url);
		const body = routes[url.pathname];
		return body === undefined
			? new Response('{"code":"rest_no_route","message":"No route"}', { status: 404 })
			: new Response(JSON.stringify(body), { status: 200 });
	};

describe('createClient', () => {
	it('reads the localized week', async () => {
		const client = createClient({
			root: 'http://site.test/wp-json/',
			fetch: serve({ '/wp-json/wpcom/v2/business-hours/localized-week': week }),
		});
		await expect(client.businessHours.localizedWeek()).resolves.toEqual(week);
	});

	it('refuses a localized week with a start of week out of range', async () => {
		const client = createClient({
			root: 'http://site.test/wp-json/',
			fetch: serve({ '/wp-json/wpcom/v2/business-hours/localized-week': { ...week, startOfWeek: 9 } }),
		});
		const error: unknown = await client.businessHours.localizedWeek().catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
	});

	it('uploads media as a multipart file field', async () => {
		let received: FormData | undefined;
		const client = createClient({
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
		const media = await client.media.upload(new Blob(['png'], { type: 'image/png' }), 'a.png');
		expect(media.id).toBe(7);
		expect((received?.get('file') as File | null)?.name).toBe('a.png');
	});
});

describe('the nonce', () => {
	it('goes to roots on the site origin and never elsewhere', async () => {
		const seen = new Map<string, string | null>();
		const client = createClient({
			root: 'https://site.test/wp-json/',
			nonce: 'n',
			roots: { hosted: 'http://127.0.0.1:8787/wp-json/wpcom/v2/' },
			fetch: async (input, init) => {
				const request = new Request(input, init);
				seen.set(new URL(request.url).host, request.headers.get('X-WP-Nonce'));
				return new Response(
					request.url.includes('localized-week')
						? JSON.stringify(week)
						: JSON.stringify({
								title: 't',
								language: 'en_US',
								start_of_week: 0,
								time_format: '',
								date_format: '',
								timezone: 'UTC',
							})
				);
			},
		});
		await client.businessHours.localizedWeek();
		await client.settings.get();
		expect(seen.get('127.0.0.1:8787')).toBeNull();
		expect(seen.get('site.test')).toBe('n');
	});
});
