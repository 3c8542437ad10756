// v1: the first saved markup. It had no `columnWidths` (the rows' widths were always the
// layout engine's) and its images were the files themselves: no resized `src`, no `srcset`,
// `sizes`, `width` or `height` on the <img>. A frozen copy: it imports nothing of today's block.
import type { BlockDeprecation, BlockSaveProps } from '@wordpress/blocks';

import { SavedGalleryV1 } from './gallery';
import type { V1Attributes } from './types';

/** What a v1 block becomes: its attributes, with no column widths recorded. */
type MigratedV1 = V1Attributes & { columnWidths: number[][] };

/** The attributes version 1 declared. */
const attributes = {
	align: { type: 'string', enum: ['center', 'wide', 'full'], default: 'center' },
	columns: { type: 'integer' },
	ids: { type: 'array', default: [] },
	imageFilter: { type: 'string' },
	images: {
		type: 'array',
		default: [],
		source: 'query',
		selector: '.wp-block-blockyard-tiled-gallery__item',
		query: {
			alt: { type: 'string', source: 'attribute', selector: 'img', attribute: 'alt', default: '' },
			height: { type: 'number', source: 'attribute', selector: 'img', attribute: 'data-height' },
			width: { type: 'number', source: 'attribute', selector: 'img', attribute: 'data-width' },
			id: { type: 'string', source: 'attribute', selector: 'img', attribute: 'data-id' },
			link: { type: 'string', source: 'attribute', selector: 'img', attribute: 'data-link' },
			url: { type: 'string', source: 'attribute', selector: 'img', attribute: 'data-url' },
		},
	},
	imageCrop: { type: 'boolean', default: true },
	linkTo: { type: 'string', enum: ['attachment', 'media', 'none'], default: 'none' },
	roundedCorners: { type: 'integer', default: 0 },
};

/** v1's save: its gallery, whatever shape the attributes have. */
function save({ attributes: saved }: BlockSaveProps<Record<string, unknown>>) {
	return <SavedGalleryV1 attributes={saved as Partial<V1Attributes>} />;
}

export const v1: BlockDeprecation<MigratedV1> = {
	attributes,
	supports: { align: ['center', 'wide', 'full'], html: false },
	save,
	// The widths were the engine's: the current version records them only once the author
	// changes the gallery, so they migrate as none recorded.
	migrate: (old) => ({ ...(old as V1Attributes), columnWidths: [] }),
};
