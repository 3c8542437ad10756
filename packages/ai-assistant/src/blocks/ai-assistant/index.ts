import { lazyBlockEdit, registerStoreOnce } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
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
	if (getBlockType(AI_ASSISTANT_BLOCK_NAME)) {
		return;
	}
	const { example, ...rest } = metadata;
	const configuration: BlockConfiguration<AiAssistantAttributes> = {
		...rest,
		name: AI_ASSISTANT_BLOCK_NAME,
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<AiAssistantAttributes>['example'],
	};
	registerBlockType<AiAssistantAttributes>(configuration, {
		icon: pencil,
		edit: lazyBlockEdit<AiAssistantAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
