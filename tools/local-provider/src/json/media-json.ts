import type { Media } from '@blockyard/api-client';

import type { MediaRecord } from '../data/media';
import { wpDate } from '../data/wp-date';
import { mediaKind } from '../media/upload-types';

/** A media item as `wp/v2/media` answers it. */
export interface MediaJson extends Media {
	readonly date: string;
	readonly date_gmt: string;
	readonly type: 'attachment';
	readonly status: 'inherit';
	readonly media_type: 'image' | 'file';
	readonly title: { raw: string; rendered: string };
	readonly media_details: { filesize: number };
}

/** The public path of an uploaded file, below the server's origin. */
export function uploadPath(fileName: string): string {
	return `/wp-content/uploads/${fileName}`;
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
		media_details: { filesize: media.file_size },
	};
}
