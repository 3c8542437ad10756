import { safeLinkUrl, safeMediaUrl } from '@blockyard/api-client';
import type { InstagramGallery } from '@blockyard/api-client';
import { __, sprintf } from '@wordpress/i18n';

import type { InstagramImage } from './types';

/**
 * The photos of a gallery answer as the block saves them: only http(s) images and links, each
 * with a text (its caption, else "Instagram post n") so every link has a name.
 */
export function readGalleryImages(gallery: InstagramGallery): InstagramImage[] {
	const images: InstagramImage[] = [];
	for (const image of gallery.images) {
		const url = safeMediaUrl(image.url);
		if (url === undefined) {
			continue;
		}
		const link = safeLinkUrl(image.link);
		const title =
			image.title?.trim() ||
			/* translators: %d: the photo's place in the gallery. */
			sprintf(__('Instagram post %d', 'blockyard'), images.length + 1);
		images.push(link === undefined ? { url, title } : { link, url, title });
	}
	return images;
}

/** The keyring id of a connect popup's message: `{ keyring_id }` with a positive whole number. */
export function readKeyringId(data: unknown): number | undefined {
	if (typeof data !== 'object' || data === null || !('keyring_id' in data)) {
		return undefined;
	}
	const id = data.keyring_id;
	return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}
