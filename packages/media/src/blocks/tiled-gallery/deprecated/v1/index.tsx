// v1: the first saved markup. It had no `columnWidths` (the rows' widths were always the
// layout engine's) and its images were the files themselves: no resized `src`, no `srcset`,
// `sizes`, `width` or `height` on the <img>.
import type { BlockDeprecation } from '@wordpress/blocks';

import metadata from '../block.json';
import { type ImagePropsOf, SavedGallery } from '../save';
import type { TiledGalleryAttributes } from '../types';

type V1Attributes = Omit<TiledGalleryAttributes, 'columnWidths'>;

// Every attribute of today but `columnWidths`, which v1 did not have.
const attributes: Record<string, unknown> = Object.fromEntries(
	Object.entries(metadata.attributes).filter(([name]) => name !== 'columnWidths')
);

// v1's images were their files: no resized `src`, no `srcset`, `sizes` or size.
const imageFile: ImagePropsOf = (image) => ({ src: image.url ?? '' });

function save({ attributes: saved }: { attributes: V1Attributes }) {
	return <SavedGallery attributes={{ ...saved, columnWidths: [] }} imageProps={imageFile} />;
}

export const v1: BlockDeprecation<V1Attributes> = {
	attributes,
	supports: metadata.supports,
	save,
	// The widths were the engine's: the current version records them only once the author
	// changes the gallery, so they migrate as none recorded.
	migrate: (old: V1Attributes): TiledGalleryAttributes => ({ ...old, columnWidths: [] }),
} as unknown as BlockDeprecation<V1Attributes>;
