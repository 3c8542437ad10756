import { addFilter, hasFilter } from '@wordpress/hooks';

import { withAltTextSuggestions } from './with-alt-text-suggestions';

/** The namespace of the `editor.BlockEdit` filter that adds the AI alt text panel. */
export const AI_ALT_TEXT_FILTER_NAMESPACE = 'blockyard/ai-assistant/alt-text';

/**
 * Adds the AI alt text panel to the settings of image, tiled gallery and slideshow blocks.
 * Idempotent.
 *
 * @example
 * registerAiAltTextExtension();
 */
export function registerAiAltTextExtension(): void {
	if (hasFilter('editor.BlockEdit', AI_ALT_TEXT_FILTER_NAMESPACE)) {
		return;
	}
	addFilter('editor.BlockEdit', AI_ALT_TEXT_FILTER_NAMESPACE, withAltTextSuggestions);
}
