import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { calendar } from '@wordpress/icons';

import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { CalendlyAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const CALENDLY_BLOCK_NAME = 'blockyard/calendly';

/**
 * Registers `blockyard/calendly` from its block.json. Idempotent: does nothing when a block of
 * that name is already registered.
 *
 * @example
 * registerCalendlyBlock();
 */
export function registerCalendlyBlock(): void {
	registerBlockOnce<CalendlyAttributes>(CALENDLY_BLOCK_NAME, metadata, {
		icon: calendar,
		edit: lazyBlockEdit<CalendlyAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
