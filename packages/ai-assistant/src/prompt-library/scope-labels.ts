import type { AiPromptScope } from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

/** The name of each kind of block a prompt may be for, as the form's "Use in" lists them. */
export function scopeLabel(scope: AiPromptScope): string {
	switch (scope) {
		case 'ai-block':
			return __('AI Assistant block', 'blockyard');
		case 'paragraph':
			return __('Paragraphs', 'blockyard');
		case 'heading':
			return __('Headings', 'blockyard');
		case 'list':
			return __('Lists', 'blockyard');
	}
}
