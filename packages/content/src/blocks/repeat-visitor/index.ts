import { lazyBlockEdit, registerBlockOnce, registerBlockyardCategories } from '@blockyard/ui';
import { people } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { RepeatVisitorAttributes } from './types';

export const REPEAT_VISITOR_BLOCK_NAME = 'blockyard/repeat-visitor';

/**
 * Registers `blockyard/repeat-visitor` from its block.json, in the 'Grow' category (added to
 * the editor's categories when it has none of that name). Idempotent: does nothing when a
 * block of that name is already registered. Its visitor's behaviour is started by
 * `startContentViews`.
 *
 * @example
 * registerRepeatVisitorBlock();
 */
export function registerRepeatVisitorBlock(): void {
	registerBlockyardCategories(['grow']);
	registerBlockOnce<RepeatVisitorAttributes>(REPEAT_VISITOR_BLOCK_NAME, metadata, {
		icon: people,
		edit: lazyBlockEdit<RepeatVisitorAttributes>(() => import('./edit')),
		save,
	});
}
