import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { mapMarker } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { MapAttributes } from './types';

/** The Map block's registered name: a public contract. */
export const MAP_BLOCK_NAME = 'blockyard/map';

/**
 * Registers `blockyard/map` from its block.json. Idempotent: does nothing when
 * a block of that name is already registered. Leaflet comes only with the edit,
 * the first time a map shows in the editor.
 *
 * @example
 * registerMapBlock();
 */
export function registerMapBlock(): void {
	registerBlockOnce<MapAttributes>(MAP_BLOCK_NAME, metadata, {
		icon: mapMarker,
		edit: lazyBlockEdit<MapAttributes>(() => import('./edit')),
		save,
	});
}
