import { addFilter, hasFilter } from '@wordpress/hooks';

import { withConversionNotice } from './with-conversion-notice';

/** The namespace of the `editor.BlockEdit` filter that adds the conversion notice. */
export const VIDEO_CONVERSION_FILTER_NAMESPACE = 'blockyard/media/video-conversion';

/**
 * Offers to turn the post's core video blocks into hosted video blocks: while a core video block
 * is selected and the post has core videos whose files the hosted-video service has, its sidebar
 * shows a notice with 'Transform blocks to VideoPress', which replaces them all. Idempotent.
 *
 * @example
 * registerCoreVideoConversion();
 */
export function registerCoreVideoConversion(): void {
	if (hasFilter('editor.BlockEdit', VIDEO_CONVERSION_FILTER_NAMESPACE)) {
		return;
	}
	addFilter('editor.BlockEdit', VIDEO_CONVERSION_FILTER_NAMESPACE, withConversionNotice);
}
