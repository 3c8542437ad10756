import type { BlockyardHost, UploadedMedia } from '@blockyard/ui';
import { describe, expect, it, vi } from 'vitest';

import { createPlaygroundHost } from '../host/playground-host';
import { createPlaygroundStore } from '../host/playground-store';
import { createMediaUpload } from './media-upload';

function hostWithUpload(upload: (file: File) => Promise<UploadedMedia>) {
	const store = createPlaygroundStore();
	const host: BlockyardHost = Object.assign(createPlaygroundHost({ store }), { uploadMedia: upload });
	return { host, store };
}

describe('createMediaUpload', () => {
	it('uploads through the host, hands the editor the media and locks saving meanwhile', async () => {
		let finish: (media: UploadedMedia) => void = () => {};
		const { host, store } = hostWithUpload(() => new Promise((resolve) => (finish = resolve)));
		const onFileChange = vi.fn();

		createMediaUpload(host)({
			filesList: [new File(['x'], 'a.png', { type: 'image/png' })],
			onFileChange,
		});
		expect(store.getState().saveLocks.size).toBe(1);

		const large = { url: '/wp-content/uploads/a-1024x683.png', width: 1024, height: 683 };
		finish({
			id: 3,
			url: '/wp-content/uploads/a.png',
			mime: 'image/png',
			alt: '',
			width: 2400,
			height: 1600,
			sizes: { large },
		});
		await vi.waitFor(() => expect(store.getState().saveLocks.size).toBe(0));
		// As WordPress hands uploads to blocks: with the image's size and its smaller sizes.
		expect(onFileChange).toHaveBeenCalledWith([
			{
				id: 3,
				url: '/wp-content/uploads/a.png',
				alt: '',
				mime: 'image/png',
				type: 'image',
				caption: '',
				width: 2400,
				height: 1600,
				sizes: { large },
			},
		]);
	});

	it('reports a failed upload and unlocks saving', async () => {
		const { host, store } = hostWithUpload(() => Promise.reject(new Error('Too big.')));
		const onError = vi.fn();
		createMediaUpload(host)({ filesList: [new File(['x'], 'a.png')], onError });
		await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('Too big.'));
		await vi.waitFor(() => expect(store.getState().saveLocks.size).toBe(0));
	});

	it('refuses several files where one is expected', () => {
		const upload = vi.fn();
		const { host } = hostWithUpload(upload);
		const onError = vi.fn();
		createMediaUpload(host)({
			filesList: [new File(['x'], 'a'), new File(['y'], 'b')],
			multiple: false,
			onError,
		});
		expect(onError).toHaveBeenCalledWith('Only one file can be used here.');
		expect(upload).not.toHaveBeenCalled();
	});
});
