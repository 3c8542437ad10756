import { useBlockProps } from '@wordpress/block-editor';

import { galleryCorners, galleryRows, galleryStyle, savedImages } from './gallery-layout';
import { type GalleryImageProps, galleryImageProps } from './image-props';
import type { GalleryStyle } from './layout';
import type { TiledGalleryAttributes, TiledGalleryImage, TiledGalleryLinkTo } from './types';

/** The wrapper's classes: the style (rectangular when none is chosen), the filter, the corners. */
export function galleryClassName(attributes: TiledGalleryAttributes): string {
	const className = typeof attributes.className === 'string' ? attributes.className : '';
	const style = galleryStyle(className);
	const corners = galleryCorners(attributes.roundedCorners, style);
	return [
		className.includes(`is-style-${style}`) ? '' : `is-style-${style}`,
		attributes.imageFilter ? `has-filter-${attributes.imageFilter}` : '',
		corners > 0 ? `has-rounded-corners-${corners}` : '',
	]
		.filter(Boolean)
		.join(' ');
}

/** Where an image links: its attachment page, its file, or nowhere. */
export function imageHref(image: TiledGalleryImage, linkTo: TiledGalleryLinkTo): string | undefined {
	if (linkTo === 'media') {
		return image.url;
	}
	return linkTo === 'attachment' ? image.link || undefined : undefined;
}

/** What an image's `<img>` carries besides its alt and data: `galleryImageProps`, or a version's own. */
export type ImagePropsOf = (
	image: TiledGalleryImage,
	style: GalleryStyle,
	columnWidth: number
) => GalleryImageProps;

function SavedImage({
	image,
	style,
	columnWidth,
	linkTo,
	imageProps,
}: {
	image: TiledGalleryImage;
	style: GalleryStyle;
	columnWidth: number;
	linkTo: TiledGalleryLinkTo;
	imageProps: ImagePropsOf;
}) {
	const props = imageProps(image, style, columnWidth);
	const img = (
		<img
			alt={image.alt ?? ''}
			data-height={image.height}
			data-id={image.id}
			data-link={image.link}
			data-url={image.url}
			data-width={image.width}
			src={props.src}
			srcSet={props.srcSet}
			sizes={props.sizes}
			width={props.width}
			height={props.height}
		/>
	);
	const href = imageHref(image, linkTo);
	return (
		<figure className="wp-block-blockyard-tiled-gallery__item">
			{href ? <a href={href}>{img}</a> : img}
		</figure>
	);
}

/**
 * The saved gallery: rows of columns (each column's width in % of its row), each column one
 * image or several stacked, each image's `<img>` with what `imageProps` gives it. Images still
 * uploading are left out. (Earlier versions in `deprecated/` keep copies of their own.)
 */
export function SavedGallery({
	attributes,
	imageProps,
}: {
	attributes: TiledGalleryAttributes;
	imageProps: ImagePropsOf;
}) {
	const images = savedImages(attributes.images);
	const style = galleryStyle(attributes.className);
	const rows = galleryRows(images, attributes);
	return (
		<div {...useBlockProps.save({ className: galleryClassName(attributes) })}>
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
									return image ? (
										<SavedImage
											key={index}
											image={image}
											style={style}
											columnWidth={column.width}
											linkTo={attributes.linkTo}
											imageProps={imageProps}
										/>
									) : null;
								})}
							</div>
						))}
					</div>
				))}
			</div>
		</div>
	);
}

/**
 * The gallery as visitors see it, every image resized for its place (`galleryImageProps`).
 * Pure: the same attributes always give the same markup.
 */
export default function save({ attributes }: { attributes: TiledGalleryAttributes }) {
	return <SavedGallery attributes={attributes} imageProps={galleryImageProps} />;
}
