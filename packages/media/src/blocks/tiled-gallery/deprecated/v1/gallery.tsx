// Version 1's saved gallery, frozen: rows of columns (each column's width in % of its row, always
// the layout engine's), each column one image or several stacked, each image's <img> its file
// itself. Never change it: posts saved by version 1 are checked against exactly this markup.
import { useBlockProps } from '@wordpress/block-editor';

import { layoutGalleryV1, type V1GalleryStyle } from './layout';
import type { V1Attributes, V1Image, V1LinkTo } from './types';

const STYLES: readonly V1GalleryStyle[] = ['rectangular', 'circle', 'square', 'columns'];

/** The style the block's class names pick (`is-style-<style>`); rectangular by default. */
function galleryStyle(className: unknown): V1GalleryStyle {
	const chosen = /(?:^|\s)is-style-([a-z]+)(?:\s|$)/.exec(
		typeof className === 'string' ? className : ''
	)?.[1];
	return STYLES.find((style) => style === chosen) ?? 'rectangular';
}

/** The chosen columns within 1..min(20, images), else min(3, images) (1 for no images). */
function galleryColumns(columns: unknown, imageCount: number): number {
	if (typeof columns !== 'number' || !Number.isFinite(columns)) {
		return Math.max(1, Math.min(3, imageCount));
	}
	return Math.min(Math.max(1, Math.min(20, imageCount)), Math.max(1, Math.round(columns)));
}

/** Rounded corners within 0..20 px; none for circles. */
function galleryCorners(roundedCorners: unknown, style: V1GalleryStyle): number {
	if (style === 'circle' || typeof roundedCorners !== 'number' || !Number.isFinite(roundedCorners)) {
		return 0;
	}
	return Math.min(20, Math.max(0, Math.round(roundedCorners)));
}

/** A size in pixels (a numeric string counts as its number), or undefined. */
function imageSize(value: unknown): number | undefined {
	const size = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	return typeof size === 'number' && Number.isFinite(size) && size > 0 ? size : undefined;
}

/**
 * The images version 1 saved: those with an address, none still uploading (`blob:`), their size
 * as numbers or left out. Anything in `images` that is not an image's object is left out.
 */
function savedImages(images: unknown): V1Image[] {
	if (!Array.isArray(images)) {
		return [];
	}
	return images.flatMap((image: unknown) => {
		if (typeof image !== 'object' || image === null) {
			return [];
		}
		const { width: rawWidth, height: rawHeight, ...rest } = image as V1Image;
		if (typeof rest.url !== 'string' || rest.url === '' || rest.url.startsWith('blob:')) {
			return [];
		}
		const width = imageSize(rawWidth);
		const height = imageSize(rawHeight);
		return [width !== undefined && height !== undefined ? { ...rest, width, height } : rest];
	});
}

/** The wrapper's classes: the style (rectangular when none is chosen), the filter, the corners. */
function galleryClassName(attributes: Partial<V1Attributes>): string {
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
function imageHref(image: V1Image, linkTo: V1LinkTo | undefined): string | undefined {
	if (linkTo === 'media') {
		return image.url;
	}
	return linkTo === 'attachment' ? image.link || undefined : undefined;
}

function SavedImageV1({ image, linkTo }: { image: V1Image; linkTo: V1LinkTo | undefined }) {
	const img = (
		<img
			alt={image.alt ?? ''}
			data-height={image.height}
			data-id={image.id}
			data-link={image.link}
			data-url={image.url}
			data-width={image.width}
			src={image.url ?? ''}
		/>
	);
	const href = imageHref(image, linkTo);
	return (
		<figure className="wp-block-blockyard-tiled-gallery__item">
			{href ? <a href={href}>{img}</a> : img}
		</figure>
	);
}

/** Version 1's gallery, for attributes of any shape. */
export function SavedGalleryV1({ attributes }: { attributes: Partial<V1Attributes> }) {
	const images = savedImages(attributes.images);
	const style = galleryStyle(attributes.className);
	const rows = layoutGalleryV1(
		images,
		style,
		galleryColumns(attributes.columns, images.length),
		attributes.align === 'wide' || attributes.align === 'full'
	);
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
										<SavedImageV1 key={index} image={image} linkTo={attributes.linkTo} />
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
