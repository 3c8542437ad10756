import { addFilter, hasFilter } from '@wordpress/hooks';

import { withAiAssistantDropdown } from './with-ai-assistant-dropdown';

/** The namespace of the `editor.BlockEdit` filter that adds the dropdown. */
export const AI_TEXT_BLOCKS_FILTER_NAMESPACE = 'blockyard/ai-assistant/text-blocks';

/**
 * Adds the AI Assistant dropdown to the toolbar of paragraph, heading, list
 * and list-item blocks. Idempotent.
 *
 * @example
 * registerAiTextBlocksExtension();
 */
export function registerAiTextBlocksExtension(): void {
	if (hasFilter('editor.BlockEdit', AI_TEXT_BLOCKS_FILTER_NAMESPACE)) {
		return;
	}
	addFilter('editor.BlockEdit', AI_TEXT_BLOCKS_FILTER_NAMESPACE, withAiAssistantDropdown);
}
