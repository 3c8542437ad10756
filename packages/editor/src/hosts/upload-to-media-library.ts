import { media as mediaCalls, type Api, type Media } from '@blockyard/api-client';
import type { UploadedMedia } from '@blockyard/ui';

/** What a host hands blocks for a `wp/v2/media` item. */
function toUploadedMedia(media: Media): UploadedMedia {
	return {
		id: media.id,
		url: media.source_url,
		mime: media.mime_type,
		alt: media.alt_text,
	};
}

/**
 * Uploads one file to the site's media library (`POST wp/v2/media`, multipart
 * `file`, the nonce from the api): a host's `uploadMedia`.
 *
 * @example
 * const host = { …, uploadMedia: (file) => uploadToMediaLibrary(api, file) };
 */
export async function uploadToMediaLibrary(api: Api, file: File): Promise<UploadedMedia> {
	return toUploadedMedia(await mediaCalls.upload(api, file, file.name));
}
