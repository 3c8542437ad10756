import type { BlockDeprecation } from '@wordpress/blocks';

import type { ContactFormAttributes } from '../types';
import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first (`[v2, v1]`). Each entry is a
 * copy of the old attributes and `save` that never changes again, with a comment
 * naming what changed the markup, and a fixture `blockyard__contact-form__deprecated-vN.html`.
 *
 * - v1: the form saved its `action`.
 */
const deprecated: BlockDeprecation<ContactFormAttributes>[] = [v1];

export default deprecated;
