import type { BlockDeprecation } from '@wordpress/blocks';

import type { VideoAttributes } from '../types';
import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each has fixtures
 * `blockyard__video__deprecated-v1….html`.
 *
 * - v1: the hosted player's address instead of a `<video>`; no `maxWidth`, text tracks,
 *   seekbar colours or `playsinline`.
 */
const deprecated = [v1] as unknown as BlockDeprecation<VideoAttributes>[];

export default deprecated;
