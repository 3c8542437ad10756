import { addFilter, hasFilter } from '@wordpress/hooks';

import { withExternalMedia } from './with-external-media';

/** The namespace of the `editor.MediaUpload` filter that adds the external sources. */
export const EXTERNAL_MEDIA_FILTER_NAMESPACE = 'blockyard/media/external-media';

/**
 * Adds the external media sources (Google Photos, Pexels, Openverse) to the editor's media
 * buttons that take images: the image and gallery blocks' placeholders and every block that uses
 * the editor's `MediaUpload`. It wraps what WordPress put there (its media library) after it, so
 * the Media Library stays the first source. Idempotent.
 *
 * @example
 * registerExternalMedia();
 */
export function registerExternalMedia(): void {
	if (hasFilter('editor.MediaUpload', EXTERNAL_MEDIA_FILTER_NAMESPACE)) {
		return;
	}
	addFilter('editor.MediaUpload', EXTERNAL_MEDIA_FILTER_NAMESPACE, withExternalMedia, 100);
}
