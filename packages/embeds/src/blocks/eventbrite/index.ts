import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { customPostType } from '@wordpress/icons';

import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { EventbriteAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const EVENTBRITE_BLOCK_NAME = 'blockyard/eventbrite';

/**
 * Registers `blockyard/eventbrite` from its block.json. Idempotent: does nothing when a block
 * of that name is already registered.
 *
 * @example
 * registerEventbriteBlock();
 */
export function registerEventbriteBlock(): void {
	registerBlockOnce<EventbriteAttributes>(EVENTBRITE_BLOCK_NAME, metadata, {
		icon: customPostType,
		edit: lazyBlockEdit<EventbriteAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
