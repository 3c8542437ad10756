import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { pencil } from '@wordpress/icons';

import { AI_ASSISTANT_BLOCK_NAME } from '../../feature/block-name';
import type { AiAssistantAttributes } from '../../types';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';

export { AI_ASSISTANT_BLOCK_NAME };

/**
 * Registers `blockyard/ai-assistant` from its block.json (its edit registers the AI store in
 * its editor's registry the first time it renders). Idempotent: does nothing when a block of
 * that name is already registered.
 *
 * @example
 * registerAiAssistantBlock();
 */
export function registerAiAssistantBlock(): void {
	registerBlockOnce<AiAssistantAttributes>(AI_ASSISTANT_BLOCK_NAME, metadata, {
		icon: pencil,
		edit: lazyBlockEdit<AiAssistantAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
