// v1: the first saved markup. It had no `columnWidths` (the rows' widths were always the
// layout engine's) and its images were the files themselves: no resized `src`, no `srcset`,
// `sizes`, `width` or `height` on the <img>.
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';

import metadata from '../block.json';
import { galleryRows, savedImages } from '../gallery-layout';
import { galleryClassName, imageHref } from '../save';
import type { TiledGalleryAttributes } from '../types';

type V1Attributes = Omit<TiledGalleryAttributes, 'columnWidths'>;

// Every attribute of today but `columnWidths`, which v1 did not have.
const attributes: Record<string, unknown> = Object.fromEntries(
	Object.entries(metadata.attributes).filter(([name]) => name !== 'columnWidths')
);

function save({ attributes: saved }: { attributes: V1Attributes }) {
	const images = savedImages(saved.images);
	const rows = galleryRows(images, { ...saved, columnWidths: [] });
	return (
		<div {...useBlockProps.save({ className: galleryClassName({ ...saved, columnWidths: [] }) })}>
			<div className="wp-block-blockyard-tiled-gallery__gallery">
				{rows.map((row, rowIndex) => (
					<div className="wp-block-blockyard-tiled-gallery__row" key={rowIndex}>
						{row.columns.map((column, columnIndex) => (
							<div
								className="wp-block-blockyard-tiled-gallery__col"
								key={columnIndex}
								style={{ flexBasis: `${column.width}%` }}
							>
								{column.images.map((index) => {
									const image = images[index];
									if (!image) {
										return null;
									}
									const img = (
										<img
											alt={image.alt ?? ''}
											data-height={image.height}
											data-id={image.id}
											data-link={image.link}
											data-url={image.url}
											data-width={image.width}
											src={image.url}
										/>
									);
									const href = imageHref(image, saved.linkTo);
									return (
										<figure
											className="wp-block-blockyard-tiled-gallery__item"
											key={index}
										>
											{href ? <a href={href}>{img}</a> : img}
										</figure>
									);
								})}
							</div>
						))}
					</div>
				))}
			</div>
		</div>
	);
}

export const v1: BlockDeprecation<V1Attributes> = {
	attributes,
	supports: metadata.supports,
	save,
	// The widths were the engine's: the current version records them only once the author
	// changes the gallery, so they migrate as none recorded.
	migrate: (old: V1Attributes): TiledGalleryAttributes => ({ ...old, columnWidths: [] }),
} as unknown as BlockDeprecation<V1Attributes>;
