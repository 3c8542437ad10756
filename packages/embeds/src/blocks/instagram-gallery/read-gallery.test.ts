import { describe, expect, it } from 'vitest';

import { readGalleryImages, readKeyringId } from './read-gallery';

describe('readGalleryImages', () => {
	it('keeps http(s) photos with their link and text, names untitled ones, drops the rest', () => {
		expect(
			readGalleryImages({
				external_name: 'someone',
				images: [
					{ url: 'https://cdn.test/1.jpg', link: 'https://www.instagram.com/p/1/', title: ' Sea ' },
					{ url: 'javascript:alert(1)', title: 'x' },
					{ url: 'https://cdn.test/2.jpg', link: 'data:text/html,x' },
				],
			})
		).toEqual([
			{ url: 'https://cdn.test/1.jpg', link: 'https://www.instagram.com/p/1/', title: 'Sea' },
			{ url: 'https://cdn.test/2.jpg', title: 'Instagram post 2' },
		]);
	});
});

describe('readKeyringId', () => {
	it('reads { keyring_id } as a positive whole number, nothing else', () => {
		expect(readKeyringId({ keyring_id: 3 })).toBe(3);
		for (const data of [
			{ keyring_id: '3' },
			{ keyring_id: 0 },
			{ keyring_id: 1.5 },
			{ id: 3 },
			null,
			'keyring_id=3',
			3,
		]) {
			expect(readKeyringId(data)).toBeUndefined();
		}
	});
});
