import type { Client, Media } from '@blockyard/api-client';
import type { UploadedMedia } from '@blockyard/ui';

/** What a host hands blocks for a `wp/v2/media` item. */
export function toUploadedMedia(media: Media): UploadedMedia {
	return {
		id: media.id,
		url: media.source_url,
		mime: media.mime_type,
		alt: media.alt_text,
	};
}

/** Uploads one file through `POST wp/v2/media` (multipart `file`, `X-WP-Nonce` from the client). */
export async function uploadThrough(client: Client, file: File): Promise<UploadedMedia> {
	return toUploadedMedia(await client.media.upload(file, file.name));
}
