import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { mapMarker } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { MapAttributes } from './types';

const isAlignment = (value: string): value is 'center' | 'wide' | 'full' =>
	value === 'center' || value === 'wide' || value === 'full';

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
	if (getBlockType(MAP_BLOCK_NAME)) {
		return;
	}
	const { supports, example, ...rest } = metadata;
	const configuration: BlockConfiguration<MapAttributes> = {
		...rest,
		name: MAP_BLOCK_NAME,
		// JSON imports widen string unions to `string`; narrowed back to what block.json says.
		supports: { ...supports, align: supports.align.filter(isAlignment) },
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<MapAttributes>['example'],
	};
	registerBlockType<MapAttributes>(configuration, {
		icon: mapMarker,
		edit: lazyBlockEdit<MapAttributes>(() => import('./edit')),
		save,
	});
}
