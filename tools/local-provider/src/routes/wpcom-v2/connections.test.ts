import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import {
	externalMediaConnectionSchema,
	instagramConnectionsSchema,
	instagramConnectUrlSchema,
	instagramGallerySchema,
	mailchimpGroupsSchema,
	mailchimpStatusSchema,
} from '@blockyard/api-client';

import {
	bodyOf,
	freshProvider,
	requestJson,
	restErrorSchema,
	type TestProvider,
} from '../../testing/fresh-provider';
import { approvePage, openPageForm, submitPageForm } from '../../testing/page-forms';

/** Opens a connect page the way the popup would, by its URL on the provider, and approves it. */
async function openConnectPage(provider: TestProvider, url: string): Promise<string> {
	const address = new URL(url);
	const response = await approvePage(provider, `${address.pathname}${address.search}`);
	expect(response.status).toBe(200);
	return response.text();
}

describe('wpcom/v2 connections', () => {
	it('connects Mailchimp through its connect page, then lists the groups', async () => {
		const provider = freshProvider();
		const before = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/mailchimp'),
			mailchimpStatusSchema
		);
		expect(before.code).toBe('not_connected');
		const refused = await requestJson(provider, '/wp-json/wpcom/v2/mailchimp/groups');
		expect((await bodyOf(refused, restErrorSchema)).code).toBe('mailchimp_not_connected');

		await openConnectPage(provider, before.connect_url ?? '');
		const after = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/mailchimp'),
			mailchimpStatusSchema
		);
		expect(after.code).toBe('connected');
		const groups = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/mailchimp/groups'),
			mailchimpGroupsSchema
		);
		expect(groups.interest_categories[0]?.interests.map((interest) => interest.name)).toEqual([
			'News',
			'Events',
		]);

		// Disconnect (the nonce required): the site is back to the connect page.
		expect(
			(await requestJson(provider, '/wp-json/wpcom/v2/mailchimp', { method: 'DELETE', nonce: false }))
				.status
		).toBe(403);
		const disconnected = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/mailchimp', { method: 'DELETE' }),
			mailchimpStatusSchema
		);
		expect(disconnected).toEqual({ code: 'not_connected', connect_url: before.connect_url });
		expect((await requestJson(provider, '/wp-json/wpcom/v2/mailchimp/groups')).status).toBe(400);
	});

	it('adds Instagram accounts from the popup page, each with its own photos, and disconnects them', async () => {
		const provider = freshProvider();
		const connect = async (): Promise<string> =>
			openConnectPage(
				provider,
				await bodyOf(
					await requestJson(provider, '/wp-json/wpcom/v2/instagram-gallery/connect-url'),
					instagramConnectUrlSchema
				)
			);
		const connections = async () =>
			bodyOf(
				await requestJson(provider, '/wp-json/wpcom/v2/instagram-gallery/connections'),
				instagramConnectionsSchema
			);
		const gallery = async (token: string, count: number) =>
			bodyOf(
				await requestJson(
					provider,
					`/wp-json/wpcom/v2/instagram-gallery/gallery?access_token=${token}&count=${count}`
				),
				instagramGallerySchema
			);

		expect(await connect()).toContain('"keyring_id":1');
		expect(await connect()).toContain('"keyring_id":2');
		expect(await connect()).toContain('"keyring_id":3');
		const [full, few, none] = await connections();
		expect(full?.username).toBe('blockyard_local_1');

		// A full account gives as many photos as asked, up to 30.
		const nine = await gallery(full?.token ?? '', 9);
		expect(nine.external_name).toBe('blockyard_local_1');
		expect(nine.images).toHaveLength(9);
		expect(nine.images[0]).toMatchObject({ title: 'Bouncing ball' });
		const thirty = await gallery(full?.token ?? '', 30);
		expect(new Set(thirty.images.map((image) => image.url)).size).toBe(30);
		// The second has fewer than a gallery asks for, the third none.
		expect((await gallery(few?.token ?? '', 9)).images).toHaveLength(5);
		expect((await gallery(none?.token ?? '', 9)).images).toEqual([]);

		const image = await requestJson(provider, new URL(nine.images[0]?.url ?? '').pathname);
		expect(image.headers.get('content-type')).toBe('image/png');
		const png = PNG.sync.read(Buffer.from(await image.arrayBuffer()));
		expect([png.width, png.height]).toEqual([320, 320]);
		expect((await requestJson(provider, '/instagram-media/30.png')).status).toBe(404);

		const wrong = await requestJson(
			provider,
			'/wp-json/wpcom/v2/instagram-gallery/gallery?access_token=x&count=2'
		);
		expect(wrong.status).toBe(403);
		expect(
			(
				await requestJson(
					provider,
					`/wp-json/wpcom/v2/instagram-gallery/gallery?access_token=${full?.token ?? ''}&count=31`
				)
			).status
		).toBe(400);

		// Disconnect: the account is gone, its token no longer opens a gallery.
		const left = await bodyOf(
			await requestJson(
				provider,
				`/wp-json/wpcom/v2/instagram-gallery/connections/${few?.token ?? ''}`,
				{
					method: 'DELETE',
				}
			),
			instagramConnectionsSchema
		);
		expect(left.map((account) => account.username)).toEqual(['blockyard_local_1', 'blockyard_local_3']);
		expect(await connections()).toEqual(left);
		expect(
			(
				await requestJson(
					provider,
					`/wp-json/wpcom/v2/instagram-gallery/gallery?access_token=${few?.token ?? ''}`
				)
			).status
		).toBe(403);
		const again = await requestJson(
			provider,
			`/wp-json/wpcom/v2/instagram-gallery/connections/${few?.token ?? ''}`,
			{
				method: 'DELETE',
			}
		);
		expect(again.status).toBe(404);
		const anonymous = await requestJson(
			provider,
			`/wp-json/wpcom/v2/instagram-gallery/connections/${full?.token ?? ''}`,
			{
				method: 'DELETE',
				nonce: false,
			}
		);
		expect(anonymous.status).toBe(403);
		expect(await connections()).toHaveLength(2);
	});

	it("connects nothing on a GET: only the page's own form, with its state, does", async () => {
		const provider = freshProvider();
		const connectUrl = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/instagram-gallery/connect-url'),
			instagramConnectUrlSchema
		);
		const pages = [
			'/wp-json/wpcom/v2/mailchimp/connect',
			'/wp-json/wpcom/v2/external-media/connection/google_photos/connect',
			new URL(connectUrl).pathname + new URL(connectUrl).search,
		];
		for (const page of pages) {
			const form = await openPageForm(provider, page);
			expect(form.html).toContain('Approve');
			const forged = await submitPageForm(provider, form, { fields: { state: 'forged' } });
			expect(forged.status, page).toBe(403);
			expect((await bodyOf(forged, restErrorSchema)).code).toBe('blockyard_invalid_state');
		}
		const mailchimp = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/mailchimp'),
			mailchimpStatusSchema
		);
		expect(mailchimp.code).toBe('not_connected');
		const photos = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/external-media/connection/google_photos'),
			externalMediaConnectionSchema
		);
		expect(photos.connect_URL).toBeDefined();
		expect(
			await bodyOf(
				await requestJson(provider, '/wp-json/wpcom/v2/instagram-gallery/connections'),
				instagramConnectionsSchema
			)
		).toEqual([]);
	});

	it("posts the keyring id to the opener's origin only, never to any window", async () => {
		const provider = freshProvider({ siteOrigins: ['http://127.0.0.1:9400'] });
		// Asked for by the playground's page (through its proxy, no Origin on a same-origin GET)…
		const own = await bodyOf(
			await provider.app.request(
				'http://localhost:5173/wp-json/wpcom/v2/instagram-gallery/connect-url'
			),
			instagramConnectUrlSchema
		);
		expect(new URL(own).searchParams.get('origin')).toBe('http://localhost:5173');
		const ownPage = await openConnectPage(provider, own);
		expect(ownPage).toContain(`{"keyring_id":1}, "http://localhost:5173")`);
		expect(ownPage).not.toContain("'*'");

		// …and by a WordPress test site's page, across origins.
		const site = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/instagram-gallery/connect-url', {
				headers: { Origin: 'http://127.0.0.1:9400' },
			}),
			instagramConnectUrlSchema
		);
		expect(new URL(site).searchParams.get('origin')).toBe('http://127.0.0.1:9400');
		expect(await openConnectPage(provider, site)).toContain(`{"keyring_id":2}, "http://127.0.0.1:9400")`);

		// An origin the popup was not opened for is refused before anything connects.
		for (const origin of ['https://evil.example', 'http://127.0.0.1:9999', '*', 'null']) {
			const response = await requestJson(
				provider,
				`/wp-json/wpcom/v2/instagram-gallery/connect?origin=${encodeURIComponent(origin)}`
			);
			expect(response.status, origin).toBe(400);
		}
		const form = await openPageForm(provider, own);
		const swapped = await submitPageForm(provider, form, { fields: { origin: 'https://evil.example' } });
		expect(swapped.status).toBe(400);
		expect(
			await bodyOf(
				await requestJson(provider, '/wp-json/wpcom/v2/instagram-gallery/connections'),
				instagramConnectionsSchema
			)
		).toHaveLength(2);
	});
});
