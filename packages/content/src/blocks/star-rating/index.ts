import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { starFilled } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { StarRatingAttributes } from './types';

export const STAR_RATING_BLOCK_NAME = 'blockyard/star-rating';

/**
 * Registers `blockyard/star-rating` from its block.json. Idempotent: does nothing when a
 * block of that name is already registered.
 *
 * @example
 * registerStarRatingBlock();
 */
export function registerStarRatingBlock(): void {
	if (getBlockType(STAR_RATING_BLOCK_NAME)) {
		return;
	}
	const { example, attributes, ...rest } = metadata;
	const configuration: BlockConfiguration<StarRatingAttributes> = {
		...rest,
		name: STAR_RATING_BLOCK_NAME,
		// JSON imports widen the alignment's enum to `string[]`; block.json's list is the type's.
		attributes: attributes as unknown as BlockConfiguration<StarRatingAttributes>['attributes'],
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<StarRatingAttributes>['example'],
	};
	registerBlockType<StarRatingAttributes>(configuration, {
		icon: starFilled,
		edit: lazyBlockEdit<StarRatingAttributes>(() => import('./edit')),
		save,
	});
}
