import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { calendar } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { GoogleCalendarAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const GOOGLE_CALENDAR_BLOCK_NAME = 'blockyard/google-calendar';

/**
 * Registers `blockyard/google-calendar` from its block.json. Idempotent: does nothing when a
 * block of that name is already registered.
 *
 * @example
 * registerGoogleCalendarBlock();
 */
export function registerGoogleCalendarBlock(): void {
	registerBlockOnce<GoogleCalendarAttributes>(GOOGLE_CALENDAR_BLOCK_NAME, metadata, {
		icon: calendar,
		edit: lazyBlockEdit<GoogleCalendarAttributes>(() => import('./edit')),
		save,
	});
}
