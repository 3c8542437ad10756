import type { BlockDeprecation } from '@wordpress/blocks';

import type { CalendlyAttributes } from '../types';
import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each has a fixture
 * `blockyard__calendly__deprecated-vN.html`.
 *
 * - v1: the Link style's button text and colours were the block's own attributes; they move
 *   to the `blockyard/button` child.
 */
const deprecated = [v1] as unknown as BlockDeprecation<CalendlyAttributes>[];

export default deprecated;
