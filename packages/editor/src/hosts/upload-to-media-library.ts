import { media as mediaCalls, type Api, type Media } from '@blockyard/api-client';
import type { UploadedMedia } from '@blockyard/ui';

/** What a host hands blocks for a `wp/v2/media` item. */
function toUploadedMedia(media: Media): UploadedMedia {
	const details = media.media_details;
	return {
		id: media.id,
		url: media.source_url,
		mime: media.mime_type,
		alt: media.alt_text,
		caption: media.caption?.raw,
		width: details?.width,
		height: details?.height,
		sizes:
			details?.sizes &&
			Object.fromEntries(
				Object.entries(details.sizes).map(([name, size]) => [
					name,
					{ url: size.source_url, width: size.width, height: size.height },
				])
			),
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
