import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { mediaItemSchema } from '@blockyard/api-client';

import { BASE, bodyOf, freshProvider, requestJson, type TestProvider } from '../testing/fresh-provider';

async function uploadVideo(provider: TestProvider): Promise<{ id: number; guid: string; file: string }> {
	const body = new FormData();
	body.append('file', new Blob([new Uint8Array([0, 0, 0, 24])], { type: 'video/mp4' }), 'clip.mp4');
	const created = await bodyOf(
		await requestJson(provider, '/wp-json/wp/v2/media', { method: 'POST', body }),
		mediaItemSchema
	);
	const media = await bodyOf(
		await requestJson(provider, `/wp-json/wp/v2/media/${created.id}`),
		mediaItemSchema
	);
	return {
		id: media.id,
		guid: media.jetpack_videopress?.guid ?? '',
		file: new URL(media.source_url).pathname,
	};
}

const setMeta = async (provider: TestProvider, json: Record<string, unknown>) =>
	expect(
		(await requestJson(provider, '/wp-json/wpcom/v2/videopress/meta', { method: 'POST', json })).status
	).toBe(200);

const get = (provider: TestProvider, path: string) => provider.app.request(`${BASE}${path}`);

const oEmbedSchema = z.object({
	type: z.literal('video'),
	version: z.literal('1.0'),
	html: z.string(),
	width: z.number(),
	height: z.number(),
	title: z.string(),
	provider_name: z.string(),
	thumbnail_url: z.string(),
});
const tokenSchema = z.object({ metadata_token: z.string(), expires_in: z.number() });

const mintToken = async (provider: TestProvider, guid: string): Promise<string> =>
	(
		await bodyOf(
			await requestJson(provider, `/wp-json/wpcom/v2/videopress/playback-jwt/${guid}`, {
				method: 'POST',
			}),
			tokenSchema
		)
	).metadata_token;

describe('the hosted video player', () => {
	it('answers the oEmbed of a canonical address with an iframe of its player here, and 404 for others', async () => {
		const provider = freshProvider();
		const { guid } = await uploadVideo(provider);
		const url = `https://videopress.com/v/${guid}?sbc=%23ff0000&loop=true&unknown=1&metadata_token=x`;
		const answer = await get(provider, `/oembed?url=${encodeURIComponent(url)}&format=json&maxwidth=800`);
		expect(answer.status).toBe(200);
		const oembed = oEmbedSchema.parse(await answer.json());
		expect(oembed).toMatchObject({ width: 800, height: 450, provider_name: 'VideoPress' });
		expect(oembed.html).toMatch(
			new RegExp(
				`^<iframe [^>]*src="${BASE}/embed/${guid}\\?loop=true&#38;sbc=%23ff0000"[^>]*></iframe>$`
			)
		);
		expect(oembed.html).not.toContain('metadata_token');
		expect(oembed.thumbnail_url).toMatch(new RegExp(`^${BASE}/wp-content/uploads/`));

		for (const other of [
			'https://videopress.com/v/Zz9Zz9Zz',
			`https://videopress.com.evil.test/v/${guid}`,
			`http://videopress.com/v/${guid}`,
			`https://example.com/v/${guid}`,
		]) {
			expect((await get(provider, `/oembed?url=${encodeURIComponent(other)}`)).status, other).toBe(404);
		}
	});

	it('serves a player page whose seekbar has the chosen colours, and no download control unless allowed', async () => {
		const provider = freshProvider();
		const { id, guid, file } = await uploadVideo(provider);
		const page = await get(
			provider,
			`/embed/${guid}?sbc=%2300ff00&sbpc=ff0000&sblc=%230000ff&useAverageColor=false`
		);
		expect(page.status).toBe(200);
		expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
		const html = await page.text();
		expect(html).toMatch(/\.player__seekbar \{[^}]*background-color: #00ff00;/);
		expect(html).toMatch(/\.player__played \{ background-color: #ff0000; \}/);
		expect(html).toMatch(/\.player__loaded \{ background-color: #0000ff; \}/);
		expect(html).toContain('controlslist="nodownload"');
		expect(html).not.toContain('class="player__download"');
		expect(html).toContain(`src="${BASE}${file}"`);
		expect(html).toContain("type: 'blockyard-video-state'");

		await setMeta(provider, { id, allow_download: 1 });
		const allowed = await (await get(provider, `/embed/${guid}`)).text();
		expect(allowed).toContain('class="player__download"');
		expect(allowed).not.toContain('nodownload');
	});

	it('refuses hostile colours and takes the poster’s average colour when asked', async () => {
		const provider = freshProvider();
		const { guid } = await uploadVideo(provider);
		const html = await (await get(provider, `/embed/${guid}?sbc=red;}body{x:url(a)`)).text();
		expect(html).not.toContain('url(a)');
		expect(html).toMatch(/html, body \{[^}]*background: rgb\(\d+, \d+, \d+\);/);
		const black = await (await get(provider, `/embed/${guid}?useAverageColor=false`)).text();
		expect(black).toMatch(/html, body \{[^}]*background: #000000;/);
	});

	it('opens a private video’s page and file only with a playback token for it, which only the site may mint', async () => {
		const provider = freshProvider();
		const { id, guid, file } = await uploadVideo(provider);
		const other = await uploadVideo(provider);
		expect((await get(provider, file)).status).toBe(200);
		await setMeta(provider, { id, privacy_setting: 1 });

		expect((await get(provider, `/embed/${guid}`)).status).toBe(403);
		expect((await get(provider, file)).status).toBe(403);
		const noNonce = await requestJson(provider, `/wp-json/wpcom/v2/videopress/playback-jwt/${guid}`, {
			method: 'POST',
			nonce: false,
		});
		expect(noNonce.status).toBe(403);

		const token = await mintToken(provider, guid);
		const page = await get(provider, `/embed/${guid}?metadata_token=${token}`);
		expect(page.status).toBe(200);
		expect(page.headers.get('cache-control')).toBe('no-store');
		expect(await page.text()).toContain(`${file}?metadata_token=${token}`);
		expect((await get(provider, `${file}?metadata_token=${token}`)).status).toBe(200);
		expect((await get(provider, `${file}?metadata_token=${token}x`)).status).toBe(403);

		const otherToken = await mintToken(provider, other.guid);
		expect((await get(provider, `/embed/${guid}?metadata_token=${otherToken}`)).status).toBe(403);
		expect(
			(
				await requestJson(provider, '/wp-json/wpcom/v2/videopress/playback-jwt/Zz9Zz9Zz', {
					method: 'POST',
				})
			).status
		).toBe(404);
	});

	it('makes a "site default" video private when the site’s default is private', async () => {
		const provider = freshProvider();
		const { id, guid } = await uploadVideo(provider);
		await setMeta(provider, { id, privacy_setting: 2 });
		expect((await get(provider, `/embed/${guid}`)).status).toBe(200);
		const set = await requestJson(provider, '/wp-json/wpcom/v2/videopress/settings', {
			method: 'POST',
			json: { videopress_private_enabled_for_site: true },
		});
		expect(await set.json()).toEqual({ videopress_private_enabled_for_site: true });
		expect((await get(provider, `/embed/${guid}`)).status).toBe(403);
		await setMeta(provider, { id, privacy_setting: 0 });
		expect((await get(provider, `/embed/${guid}`)).status).toBe(200);
	});

	it('stands in for WordPress’s embed proxy for editors, with a token for a private video', async () => {
		const provider = freshProvider();
		const { id, guid } = await uploadVideo(provider);
		await setMeta(provider, { id, privacy_setting: 1 });
		const path = `/wp-json/oembed/1.0/proxy?url=${encodeURIComponent(`https://videopress.com/v/${guid}`)}`;
		expect((await requestJson(provider, path, { nonce: false })).status).toBe(403);
		const oembed = oEmbedSchema.parse(await (await requestJson(provider, path)).json());
		const src = /src="([^"]+)"/.exec(oembed.html)?.[1]?.replaceAll('&#38;', '&') ?? '';
		expect(src).toContain('metadata_token=');
		expect((await get(provider, new URL(src).pathname + new URL(src).search)).status).toBe(200);
	});

	it('serves the share page with the player in it', async () => {
		const provider = freshProvider();
		const { guid } = await uploadVideo(provider);
		const page = await get(provider, `/v/${guid}?loop=true`);
		expect(page.status).toBe(200);
		expect(await page.text()).toContain(`src="${BASE}/embed/${guid}?loop=true"`);
		expect((await get(provider, '/v/Zz9Zz9Zz')).status).toBe(404);
	});
});
