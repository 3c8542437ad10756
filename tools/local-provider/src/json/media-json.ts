import type { Media } from '@blockyard/api-client';

import type { MediaRecord } from '../data/media';
import { wpDate } from '../data/wp-date';
import { escapeHtml } from '../http/html-page';
import { RESIZABLE_TYPES } from '../media/image-files';
import { intermediateSizes, sizedFileName } from '../media/image-sizes';
import { mediaKind } from '../media/upload-types';

/** One size of an image in `media_details.sizes`. */
export interface MediaSizeJson {
	readonly file: string;
	readonly width: number;
	readonly height: number;
	readonly mime_type: string;
	readonly source_url: string;
}

/** A media item as `wp/v2/media` answers it. */
export interface MediaJson extends Media {
	readonly date: string;
	readonly date_gmt: string;
	readonly type: 'attachment';
	readonly status: 'inherit';
	readonly media_type: 'image' | 'file';
	readonly title: { raw: string; rendered: string };
	readonly caption: { raw: string; rendered: string };
	/** Images have their size, and the smaller sizes WordPress would make (`thumbnail`, `medium`, `large`) and `full`. */
	readonly media_details: {
		filesize: number;
		width?: number;
		height?: number;
		file?: string;
		sizes?: Record<string, MediaSizeJson>;
	};
}

/** The public path of an uploaded file, below the server's origin. */
export function uploadPath(fileName: string): string {
	return `/wp-content/uploads/${fileName}`;
}

function imageDetails(media: MediaRecord, origin: string): MediaJson['media_details'] {
	const { width, height } = media;
	if (width === null || height === null || !media.mime_type.startsWith('image/')) {
		return { filesize: media.file_size };
	}
	const size = (file: string, w: number, h: number): MediaSizeJson => ({
		file,
		width: w,
		height: h,
		mime_type: media.mime_type,
		source_url: `${origin}${uploadPath(file)}`,
	});
	const smaller = RESIZABLE_TYPES.has(media.mime_type) ? intermediateSizes({ width, height }) : [];
	return {
		filesize: media.file_size,
		width,
		height,
		file: media.file_name,
		sizes: {
			...Object.fromEntries(
				smaller.map((entry) => [
					entry.name,
					size(sizedFileName(media.file_name, entry), entry.width, entry.height),
				])
			),
			full: size(media.file_name, width, height),
		},
	};
}

/** `origin` is the one the client reached us through, so `source_url` works from its side of any proxy. */
export function mediaJson(media: MediaRecord, origin: string, timeZone: string): MediaJson {
	return {
		id: media.id,
		date: wpDate(media.created_at, timeZone),
		date_gmt: wpDate(media.created_at),
		type: 'attachment',
		status: 'inherit',
		source_url: `${origin}${uploadPath(media.file_name)}`,
		mime_type: media.mime_type,
		media_type: mediaKind(media.mime_type),
		alt_text: media.alt_text,
		title: { raw: media.title, rendered: media.title },
		caption: {
			raw: media.caption,
			rendered: media.caption === '' ? '' : `<p>${escapeHtml(media.caption)}</p>\n`,
		},
		media_details: imageDetails(media, origin),
	};
}
