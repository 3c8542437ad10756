// The gallery's rows as the saved markup and the editor draw them: the layout engine's rows
// for the images and settings, with the column widths the block recorded when they still fit.
import { safeLinkUrl, safeMediaUrl } from '@blockyard/api-client';

import { type GalleryStyle, type LayoutRow, layoutGallery } from './layout';
import type { TiledGalleryAttributes, TiledGalleryImage } from './types';

/** The most columns the circle, square and columns styles take. */
export const MAX_COLUMNS = 20;
/** The largest corner radius, in px. */
export const MAX_ROUNDED_CORNERS = 20;

const STYLES: readonly GalleryStyle[] = ['rectangular', 'circle', 'square', 'columns'];

/** The style the block's class names pick (`is-style-<style>`); rectangular by default. */
export function galleryStyle(className: string | undefined): GalleryStyle {
	const chosen = /(?:^|\s)is-style-([a-z]+)(?:\s|$)/.exec(className ?? '')?.[1];
	return STYLES.find((style) => style === chosen) ?? 'rectangular';
}

/** Columns when the author chose none: min(3, images), and 1 for an empty gallery. */
export function defaultColumns(imageCount: number): number {
	return Math.max(1, Math.min(3, imageCount));
}

/** The most columns an author may choose for `imageCount` images: min(20, images). */
export function maxColumns(imageCount: number): number {
	return Math.max(1, Math.min(MAX_COLUMNS, imageCount));
}

/** The columns the layout uses: the chosen number within 1..min(20, images), else the default. */
export function galleryColumns(columns: number | undefined, imageCount: number): number {
	if (columns === undefined || !Number.isFinite(columns)) {
		return defaultColumns(imageCount);
	}
	return Math.min(maxColumns(imageCount), Math.max(1, Math.round(columns)));
}

/** Rounded corners within 0..20 px; none for circles, which are round already. */
export function galleryCorners(roundedCorners: number | undefined, style: GalleryStyle): number {
	if (style === 'circle' || roundedCorners === undefined || !Number.isFinite(roundedCorners)) {
		return 0;
	}
	return Math.min(MAX_ROUNDED_CORNERS, Math.max(0, Math.round(roundedCorners)));
}

/**
 * A size in pixels, or undefined when it is not one. Sizes read back from the saved markup
 * (`data-width`, `data-height`) are strings: they count the same as numbers.
 */
export function imageSize(value: unknown): number | undefined {
	const size = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	return typeof size === 'number' && Number.isFinite(size) && size > 0 ? size : undefined;
}

/** True for an image still uploading: its address is a temporary local `blob:` one. */
export function isUploading(image: TiledGalleryImage): boolean {
	return (image.url ?? '').startsWith('blob:');
}

/** The image with its size as numbers (read back from the markup, they are strings), or without a size when it has none. */
export function withSize(image: TiledGalleryImage): TiledGalleryImage {
	const { width: rawWidth, height: rawHeight, ...rest } = image;
	const width = imageSize(rawWidth);
	const height = imageSize(rawHeight);
	return width !== undefined && height !== undefined ? { ...rest, width, height } : rest;
}

/**
 * The images a visitor sees: those whose address an image may load (none still uploading),
 * each link kept only where a link may lead (the saved-output policy), sizes as numbers.
 * Anything in `images` that is not an image's object is left out.
 */
export function savedImages(images: unknown): TiledGalleryImage[] {
	if (!Array.isArray(images)) {
		return [];
	}
	return images.flatMap((image: unknown) => {
		if (typeof image !== 'object' || image === null) {
			return [];
		}
		const { url, link, ...rest } = image as TiledGalleryImage;
		const safeUrl = safeMediaUrl(url);
		if (safeUrl === undefined) {
			return [];
		}
		const safeLink = safeLinkUrl(link);
		return [withSize({ ...rest, url: safeUrl, ...(safeLink === undefined ? {} : { link: safeLink }) })];
	});
}

/** Each row's column widths, as `columnWidths` records them. */
export function columnWidthsOf(rows: readonly LayoutRow[]): number[][] {
	return rows.map((row) => row.columns.map((column) => column.width));
}

function fits(widths: readonly (readonly unknown[])[], rows: readonly LayoutRow[]): widths is number[][] {
	return (
		widths.length === rows.length &&
		rows.every((row, index) => {
			const recorded = widths[index];
			return (
				Array.isArray(recorded) &&
				recorded.length === row.columns.length &&
				recorded.every((width) => typeof width === 'number' && Number.isFinite(width) && width > 0)
			);
		})
	);
}

/**
 * The rows of `images` for these settings: the layout engine's, with the recorded
 * `columnWidths` when they have exactly its rows and columns (widths of another layout are
 * stale and left aside, so a changed layout never keeps old widths).
 */
export function galleryRows(
	images: readonly TiledGalleryImage[],
	attributes: Pick<TiledGalleryAttributes, 'align' | 'className' | 'columns' | 'columnWidths'>
): LayoutRow[] {
	const rows = layoutGallery(
		images.map(({ width, height }) => ({ width: imageSize(width), height: imageSize(height) })),
		{
			style: galleryStyle(attributes.className),
			columns: galleryColumns(attributes.columns, images.length),
			wide: attributes.align === 'wide' || attributes.align === 'full',
		}
	);
	const recorded = attributes.columnWidths;
	if (!Array.isArray(recorded) || !fits(recorded, rows)) {
		return rows;
	}
	return rows.map((row, rowIndex) => ({
		columns: row.columns.map((column, columnIndex) => ({
			...column,
			width: recorded[rowIndex]?.[columnIndex] ?? column.width,
		})),
	}));
}
