import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { BASE, bodyOf, freshProvider, requestJson } from '../testing/fresh-provider';

const oEmbedSchema = z.object({
	type: z.enum(['video', 'rich']),
	version: z.literal('1.0'),
	html: z.string(),
	provider_name: z.string(),
});

const srcOf = (html: string): URL =>
	new URL(/ src="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&') ?? '');

describe('the embed stand-ins', () => {
	it.each([
		['https://www.loom.com/share/0123456789abcdef', 'Loom'],
		['https://share.descript.com/view/AbC123xyz', 'Descript'],
		['https://www.facebook.com/WordPress/posts/10157', 'Facebook'],
		['https://www.instagram.com/p/CxYz123/', 'Instagram'],
		['https://news.smartframe.io/image/1234', 'SmartFrame'],
	])(
		'answers the oEmbed of %s with a frame of its stand-in here, which shows the address',
		async (url, name) => {
			const provider = freshProvider();
			for (const path of ['/oembed', '/wp-json/oembed/1.0/proxy', '/oembed/1.0/proxy']) {
				const oEmbed = await bodyOf(
					await requestJson(provider, `${path}?url=${encodeURIComponent(url)}`),
					oEmbedSchema
				);
				expect(oEmbed.provider_name).toBe(name);
				const src = srcOf(oEmbed.html);
				expect(src.origin).toBe(new URL(BASE).origin);
				const frame = await provider.app.request(`${BASE}${src.pathname}${src.search}`);
				expect(frame.status).toBe(200);
				expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors *');
				const page = await frame.text();
				expect(page).toContain(`<h1 style="font-size:1.25rem;margin:0 0 .5rem">${name}</h1>`);
				expect(page).toContain(url);
			}
		}
	);

	it('answers 404 for a look-alike host and for an address another service’s frame was asked for', async () => {
		const provider = freshProvider();
		const lookAlike = await requestJson(
			provider,
			`/oembed?url=${encodeURIComponent('https://www.loom.com.example/share/0123')}`
		);
		expect(lookAlike.status).toBe(404);
		const wrongService = await provider.app.request(
			`${BASE}/blockyard/embed-stand-ins/loom?url=${encodeURIComponent('https://www.instagram.com/p/CxYz123/')}`
		);
		expect(wrongService.status).toBe(404);
	});
});
