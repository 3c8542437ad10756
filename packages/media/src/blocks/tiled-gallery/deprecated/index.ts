import type { BlockDeprecation } from '@wordpress/blocks';

import type { TiledGalleryAttributes } from '../types';
import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each has a fixture
 * `blockyard__tiled-gallery__deprecated-v1….html`.
 *
 * - v1: no `columnWidths`, and the images were saved as their files, without resized copies
 *   (`srcset`, `sizes`) or their size on the <img>.
 */
const deprecated = [v1] as unknown as BlockDeprecation<TiledGalleryAttributes>[];

export default deprecated;
