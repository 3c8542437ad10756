// Test-only: the gallery's edit through the shared harness, with the gallery's defaults, and
// a block editor whose `mediaUpload` setting the test gives.
import { renderBlockEdit, testHost } from '@blockyard/block-edit-harness';
import type { MediaUploadOptions } from '@wordpress/block-editor';

import { registerTiledGalleryBlock, TILED_GALLERY_BLOCK_NAME } from '../../index';
import type { TiledGalleryAttributes } from '../../types';

export const DEFAULT_ATTRIBUTES: TiledGalleryAttributes = {
	align: 'center',
	columnWidths: [],
	ids: [],
	images: [],
	imageCrop: true,
	linkTo: 'none',
	roundedCorners: 0,
};

/**
 * Renders the gallery's edit (see `renderBlockEdit`). `mediaUpload` is the editor's upload
 * setting (none: the editor cannot upload); `host` records the save locks and notices.
 */
export function renderGallery(
	initial: Partial<TiledGalleryAttributes> = {},
	options: { mediaUpload?: (options: MediaUploadOptions) => void } = {}
) {
	const host = testHost({ postTitle: 'Gallery' });
	const view = renderBlockEdit<TiledGalleryAttributes>({
		name: TILED_GALLERY_BLOCK_NAME,
		register: registerTiledGalleryBlock,
		attributes: { ...DEFAULT_ATTRIBUTES, ...initial },
		clientId: 'gallery-1',
		host,
		settings: options.mediaUpload ? { mediaUpload: options.mediaUpload } : {},
	});
	return { ...view, host };
}
