// Test-only: the slideshow's edit through the shared harness, and an editor whose
// `mediaUpload` the test answers by hand.
import { renderBlockEdit, testHost } from '@blockyard/block-edit-harness';
import { act } from '@testing-library/react';
import type { MediaUploadOptions } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';

import { registerSlideshowBlock, SLIDESHOW_BLOCK_NAME } from '../../index';
import type { SlideshowAttributes } from '../../types';

/** The editor's `mediaUpload`, recording each call for the test to answer. */
export function manualMediaUpload() {
	const calls: MediaUploadOptions[] = [];
	const mediaUpload = (options: MediaUploadOptions) => void calls.push(options);
	(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings({
		mediaUpload,
		imageSizes: [
			{ slug: 'large', name: 'Large' },
			{ slug: 'full', name: 'Full Size' },
		],
	});
	return {
		calls,
		/** Answers the latest upload with these media items. */
		answer: (media: Record<string, unknown>[]) => act(() => calls.at(-1)?.onFileChange?.(media)),
		fail: (message: string) => act(() => calls.at(-1)?.onError?.(message)),
	};
}

export const image = (id: number, caption = '') => ({
	id,
	url: `https://example.com/${String(id)}.jpg`,
	alt: `Picture ${String(id)}`,
	caption,
});

/** Renders the slideshow's edit (see `renderBlockEdit`) with its defaults, in a recording host. */
export function renderSlideshowEdit(attributes: Partial<SlideshowAttributes> = {}, host = testHost()) {
	const view = renderBlockEdit<SlideshowAttributes>({
		name: SLIDESHOW_BLOCK_NAME,
		register: registerSlideshowBlock,
		attributes: {
			align: 'center',
			autoplay: false,
			delay: 3,
			ids: [],
			images: [],
			effect: 'slide',
			...attributes,
		},
		clientId: 'slideshow-1',
		host,
	});
	return { ...view, host };
}
