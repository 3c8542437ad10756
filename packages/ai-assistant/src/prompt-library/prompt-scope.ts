import type { AiPromptScope } from '@blockyard/api-client';

/** The kind of block a saved prompt is offered in, for each text block the AI actions replace. */
export const PROMPT_SCOPES: Partial<Record<string, AiPromptScope>> = {
	'core/paragraph': 'paragraph',
	'core/heading': 'heading',
	'core/list': 'list',
	'core/list-item': 'list',
};
