import { __ } from '@wordpress/i18n';

import type { AiTransformRequest } from '../extensions/text-blocks/transform-to-ai-block';
import { PromptMenuItems } from './prompt-menu-items';
import { PROMPT_SCOPES } from './prompt-scope';
import { savedPromptRequest } from './saved-prompt-request';
import { usePromptLibrary } from './use-prompt-library';

export interface TextBlockPromptsProps {
	/** The text block's name: only the prompts for its kind of block are listed. */
	readonly blockName: string;
	/** A prompt was chosen: its request about the block's text. */
	readonly onRequest: (request: AiTransformRequest) => void;
}

/** The items of a text block's "Saved prompts" submenu: the prompts for its kind of block. */
export function TextBlockPrompts({ blockName, onRequest }: TextBlockPromptsProps) {
	const scope = PROMPT_SCOPES[blockName];
	const { status, all, library } = usePromptLibrary();
	const prompts = all.filter(({ scopes }) => scope !== undefined && scopes.includes(scope));
	return (
		<PromptMenuItems
			status={status}
			prompts={prompts}
			emptyLabel={__('No saved prompts for this block', 'blockyard')}
			onChoose={(prompt) => onRequest(savedPromptRequest(prompt.text))}
			onRetry={() => void library.load()}
		/>
	);
}
