import { createApi } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { uploadToMediaLibrary } from './upload-to-media-library';

describe('uploadToMediaLibrary', () => {
	it('hands blocks the stored image with its size and the smaller sizes the library made', async () => {
		const answer = {
			id: 7,
			source_url: 'https://example.test/wp-content/uploads/hill.jpg',
			mime_type: 'image/jpeg',
			alt_text: 'A hill',
			title: { raw: 'Hill' },
			caption: { raw: 'At dawn', rendered: '<p>At dawn</p>' },
			media_details: {
				width: 2400,
				height: 1600,
				sizes: {
					large: {
						source_url: 'https://example.test/wp-content/uploads/hill-1024x683.jpg',
						width: 1024,
						height: 683,
					},
				},
			},
		};
		const api = createApi({
			root: 'https://example.test/wp-json/',
			fetch: async () => Response.json(answer, { status: 201 }),
		});

		await expect(
			uploadToMediaLibrary(api, new File(['x'], 'hill.jpg', { type: 'image/jpeg' }))
		).resolves.toEqual({
			id: 7,
			url: 'https://example.test/wp-content/uploads/hill.jpg',
			mime: 'image/jpeg',
			alt: 'A hill',
			caption: 'At dawn',
			width: 2400,
			height: 1600,
			sizes: {
				large: {
					url: 'https://example.test/wp-content/uploads/hill-1024x683.jpg',
					width: 1024,
					height: 683,
				},
			},
		});
	});
});
