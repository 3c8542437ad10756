import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { INSTAGRAM_GALLERY_BLOCK_NAME, registerInstagramGalleryBlock } from './index';
import type { InstagramGalleryAttributes } from './types';

beforeAll(registerInstagramGalleryBlock);

const saved = (attributes: Partial<InstagramGalleryAttributes>) =>
	getSaveContent(INSTAGRAM_GALLERY_BLOCK_NAME, {
		columns: 3,
		count: 9,
		spacing: 10,
		isStackedOnMobile: true,
		images: [],
		...attributes,
	});

describe('the saved Instagram gallery', () => {
	it('is a static grid of linked images with their text, and never the token', () => {
		const html = saved({
			accessToken: 'secret-token',
			instagramUser: 'someone',
			images: [{ url: 'https://cdn.test/1.jpg', link: 'https://www.instagram.com/p/1/', title: 'Sea' }],
		});
		expect(html).toBe(
			'<div class="wp-block-blockyard-instagram-gallery has-3-columns is-stacked-on-mobile" style="gap:10px"><a class="wp-block-blockyard-instagram-gallery__item" href="https://www.instagram.com/p/1/" rel="noopener noreferrer"><img src="https://cdn.test/1.jpg" alt="Sea" loading="lazy"/></a></div>'
		);
		expect(html).not.toContain('secret-token');
	});

	it('keeps only http(s) images and links, and clamps the columns and spacing', () => {
		const html = saved({
			columns: 40,
			spacing: -3,
			isStackedOnMobile: false,
			images: [
				{ url: 'javascript:alert(1)', link: 'https://www.instagram.com/p/1/', title: 'x' },
				{ url: 'https://cdn.test/2.jpg', link: 'javascript:alert(2)', title: 'Hill' },
			],
		});
		expect(html).not.toContain('javascript:');
		expect(html).toContain('class="wp-block-blockyard-instagram-gallery has-6-columns" style="gap:0px"');
		expect(html).toContain(
			'<span class="wp-block-blockyard-instagram-gallery__item"><img src="https://cdn.test/2.jpg" alt="Hill" loading="lazy"/></span>'
		);
	});
});
