import { createApi } from '@blockyard/api-client';
import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { INSTAGRAM_GALLERY_BLOCK_NAME, registerInstagramGalleryBlock } from './index';
import { renderInstagramGalleryGrid } from './live-grid';

beforeAll(registerInstagramGalleryBlock);

const seen: string[] = [];
/** A provider answering every gallery with `answer` (a status and body), or unreachable. */
const provider = (answer: { status: number; body: unknown } | 'down') =>
	createApi({
		root: 'https://site.test/wp-json/',
		providerRoot: 'https://provider.test/wp-json/',
		fetch: async (input, init) => {
			seen.push(new Request(input, init).url);
			if (answer === 'down') throw new TypeError('Failed to fetch');
			return new Response(JSON.stringify(answer.body), { status: answer.status });
		},
	});

const images = [
	{ url: 'https://cdn.test/1.jpg', link: 'https://cdn.test/p/1', title: 'Sea & "sky"' },
	{ url: 'https://cdn.test/2.jpg', title: 'Hill' },
	{ url: 'https://cdn.test/3.jpg', link: 'https://cdn.test/p/3', title: '' },
];

describe('renderInstagramGalleryGrid', () => {
	it('writes the account’s latest photos exactly as the block saves its grid, without the token', async () => {
		const attributes = {
			accessToken: 'secret-token',
			count: 3,
			columns: 2,
			spacing: 4,
			isStackedOnMobile: false,
			align: 'wide',
			className: 'mine',
		};
		const html = await renderInstagramGalleryGrid(
			attributes,
			provider({ status: 200, body: { external_name: 'someone', images } })
		);
		expect(seen.at(-1)).toBe(
			'https://provider.test/wp-json/wpcom/v2/instagram-gallery/gallery?access_token=secret-token&count=3'
		);
		expect(html).toBe(
			getSaveContent(INSTAGRAM_GALLERY_BLOCK_NAME, {
				...attributes,
				images: [images[0], images[1], { ...images[2], title: 'Instagram post 3' }],
			})
		);
		expect(html).not.toContain('secret-token');
	});

	it('keeps the defaults for settings the block comment leaves out, the count’s photos at most, and safe addresses only', async () => {
		const html = await renderInstagramGalleryGrid(
			{ accessToken: 't', count: 2, columns: '4' },
			provider({
				status: 200,
				body: {
					external_name: 'someone',
					images: [{ url: 'javascript:alert(1)', title: 'x' }, ...images],
				},
			})
		);
		expect(html).toBe(
			getSaveContent(INSTAGRAM_GALLERY_BLOCK_NAME, {
				columns: 3,
				count: 9,
				spacing: 10,
				isStackedOnMobile: true,
				images: images.slice(0, 2),
			})
		);
	});

	it('answers nothing without a token, or when the provider cannot give the photos', async () => {
		const count = seen.length;
		expect(await renderInstagramGalleryGrid({}, provider('down'))).toBeUndefined();
		expect(await renderInstagramGalleryGrid({ accessToken: ['t'] }, provider('down'))).toBeUndefined();
		expect(seen).toHaveLength(count);
		for (const answer of [
			'down' as const,
			{ status: 403, body: { code: 'instagram_invalid_token', message: 'No.' } },
			{ status: 200, body: { images: [{ url: 1 }] } },
		]) {
			expect(await renderInstagramGalleryGrid({ accessToken: 't' }, provider(answer))).toBeUndefined();
		}
	});
});
