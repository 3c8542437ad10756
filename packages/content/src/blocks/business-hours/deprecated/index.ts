import type { BlockDeprecation } from '@wordpress/blocks';

import type { BusinessHoursAttributes } from '../types';
import v1 from './v1';

/**
 * Frozen earlier versions of the block, newest first (`[v2, v1]`). Each entry is a
 * copy of the old attributes and `save` that never changes again, with a comment
 * naming what changed the markup, and a fixture `blockyard__business-hours__deprecated-vN.html`.
 * The fixture round-trip fails when a deprecation has no fixture.
 */
const deprecated: BlockDeprecation<BusinessHoursAttributes>[] = [v1];

export default deprecated;
