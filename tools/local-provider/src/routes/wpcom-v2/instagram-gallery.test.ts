import {
	instagramConnectionsSchema,
	instagramConnectUrlSchema,
	instagramGallerySchema,
} from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { bodyOf, freshProvider, requestJson, type TestProvider } from '../../testing/fresh-provider';
import { openPageForm, submitPageForm } from '../../testing/page-forms';

const connectUrl = async (provider: TestProvider) =>
	bodyOf(
		await requestJson(provider, '/wp-json/wpcom/v2/instagram-gallery/connect-url'),
		instagramConnectUrlSchema
	);

/** Approves the connect page, choosing `account` (a keyring id; a new account without one). */
async function approve(provider: TestProvider, account?: string): Promise<string> {
	const form = await openPageForm(provider, await connectUrl(provider));
	const response = await submitPageForm(provider, form, account ? { fields: { account } } : {});
	expect(response.status).toBe(200);
	return response.text();
}

const connections = async (provider: TestProvider) =>
	bodyOf(
		await requestJson(provider, '/wp-json/wpcom/v2/instagram-gallery/connections'),
		instagramConnectionsSchema
	);

const gallery = async (provider: TestProvider, token: string, count: number) =>
	bodyOf(
		await requestJson(
			provider,
			`/wp-json/wpcom/v2/instagram-gallery/gallery?access_token=${token}&count=${count}`
		),
		instagramGallerySchema
	);

const post = (provider: TestProvider, json: unknown, nonce?: false) =>
	requestJson(provider, '/wp-json/blockyard-testing/v1/instagram-posts', {
		method: 'POST',
		json,
		...(nonce === false ? { nonce } : {}),
	});

describe('wpcom/v2 instagram-gallery', () => {
	it('lists each account with its keyring id, and signs in again to one already connected', async () => {
		const provider = freshProvider();
		await approve(provider);
		const form = await openPageForm(provider, await connectUrl(provider));
		expect(form.html).toContain('@blockyard_local_1');
		const again = await submitPageForm(provider, form, { fields: { account: '1' } });
		expect(await again.text()).toContain('{"keyring_id":1}');
		expect(await connections(provider)).toEqual([
			{ token: 'local-instagram-token-1', username: 'blockyard_local_1', keyring_id: 1 },
		]);
		expect(await approve(provider)).toContain('{"keyring_id":2}');
		expect((await connections(provider)).map((account) => account.keyring_id)).toEqual([1, 2]);
	});

	it('refuses to sign in again to an account it does not have', async () => {
		const provider = freshProvider();
		const form = await openPageForm(provider, await connectUrl(provider));
		expect((await submitPageForm(provider, form, { fields: { account: '7' } })).status).toBe(400);
		expect(await connections(provider)).toEqual([]);
	});
});

describe('POST blockyard-testing/v1/instagram-posts', () => {
	it('puts a photo posted later first in the account’s gallery, with its caption', async () => {
		const provider = freshProvider({ faults: true });
		await approve(provider);
		const [account] = await connections(provider);
		const before = await gallery(provider, account?.token ?? '', 3);

		const response = await post(provider, {
			username: 'blockyard_local_1',
			title: 'A new day',
			photo: 4,
		});
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ username: 'blockyard_local_1', posted: 1 });
		const after = await gallery(provider, account?.token ?? '', 3);
		expect(after.images.map((image) => image.title)).toEqual([
			'A new day',
			...before.images.slice(0, 2).map((image) => image.title),
		]);
		expect(new URL(after.images[0]?.url ?? '').pathname).toBe('/instagram-media/4.png');
		expect(after.images[0]?.url).not.toBe(before.images[0]?.url);
	});

	it('needs the nonce, a known account and a caption; it does not exist without faults', async () => {
		const provider = freshProvider({ faults: true });
		await approve(provider);
		expect((await post(provider, { username: 'blockyard_local_1', title: 'x' }, false)).status).toBe(403);
		expect((await post(provider, { username: 'nobody', title: 'x' })).status).toBe(404);
		expect((await post(provider, { username: 'blockyard_local_1', title: '' })).status).toBe(400);
		expect((await post(provider, { username: 'blockyard_local_1', title: 'x', photo: 30 })).status).toBe(
			400
		);
		expect((await post(freshProvider(), { username: 'blockyard_local_1', title: 'x' })).status).toBe(404);
	});
});
