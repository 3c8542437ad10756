import { addFilter, hasFilter } from '@wordpress/hooks';

import { withFormAi } from './with-form-ai';

/** The namespace of the `editor.BlockEdit` filter that adds Form AI. */
export const FORM_AI_FILTER_NAMESPACE = 'blockyard/ai-assistant/form-ai';

/**
 * Adds Form AI to contact forms: the AI bar that drafts the form from a typed request, shown
 * while the form, one of its fields or its submit button is selected. Idempotent.
 *
 * @example
 * registerFormAiExtension();
 */
export function registerFormAiExtension(): void {
	if (hasFilter('editor.BlockEdit', FORM_AI_FILTER_NAMESPACE)) {
		return;
	}
	addFilter('editor.BlockEdit', FORM_AI_FILTER_NAMESPACE, withFormAi);
}
