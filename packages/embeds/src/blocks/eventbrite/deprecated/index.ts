import type { BlockDeprecation } from '@wordpress/blocks';

import type { EventbriteAttributes } from '../types';
import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each has a fixture
 * `blockyard__eventbrite__deprecated-vN.html`.
 *
 * - v1: `useModal` chose the modal, and the modal's button text, colours and radius were the
 *   block's own attributes; they become `style` and the `blockyard/button` child.
 */
const deprecated = [v1] as unknown as BlockDeprecation<EventbriteAttributes>[];

export default deprecated;
