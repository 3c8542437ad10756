import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
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
	registerBlockOnce<StarRatingAttributes>(STAR_RATING_BLOCK_NAME, metadata, {
		icon: starFilled,
		edit: lazyBlockEdit<StarRatingAttributes>(() => import('./edit')),
		save,
	});
}
