import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first (`[v2, v1]`). Each is a copy of what
 * that version saved (its attributes, save and the helpers and types they use), importing
 * nothing of today's block, with a comment naming what changed the markup and a fixture
 * `blockyard__contact-form__deprecated-vN.html`.
 *
 * - v1: the form saved its `action`.
 */
const deprecated = [v1];

export default deprecated;
