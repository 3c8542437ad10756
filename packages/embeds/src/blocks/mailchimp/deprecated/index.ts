import type { BlockDeprecation } from '@wordpress/blocks';

import type { MailchimpAttributes } from '../types';
import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each is a copy of the old attributes
 * and `save` that never changes again, with a fixture `blockyard__mailchimp__deprecated-vN.html`.
 *
 * - v1: the block saved its own submit button, with the button's text and colours in its
 *   attributes; they move to the `blockyard/button` child.
 */
const deprecated: BlockDeprecation<MailchimpAttributes>[] = [v1];

export default deprecated;
