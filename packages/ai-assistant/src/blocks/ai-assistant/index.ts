import { lazyBlockEdit, registerStoreOnce, registerBlockOnce } from '@blockyard/ui';
import { pencil } from '@wordpress/icons';

import { AI_ASSISTANT_BLOCK_NAME } from '../../feature/block-name';
import { aiAssistantStore } from '../../store';
import type { AiAssistantAttributes } from '../../types';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';

export { AI_ASSISTANT_BLOCK_NAME };

/**
 * Registers `blockyard/ai-assistant` from its block.json, and the AI store in
 * WordPress's registry. Idempotent: does nothing when a block of that name is
 * already registered.
 *
 * @example
 * registerAiAssistantBlock();
 */
export function registerAiAssistantBlock(): void {
	registerStoreOnce(aiAssistantStore);
	registerBlockOnce<AiAssistantAttributes>(AI_ASSISTANT_BLOCK_NAME, metadata, {
		icon: pencil,
		edit: lazyBlockEdit<AiAssistantAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
