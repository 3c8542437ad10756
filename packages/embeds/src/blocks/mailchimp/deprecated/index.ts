import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each is a folder `vN/` holding its own
 * copy of everything it saved and migrates with (its attributes and `save`, which never change
 * again), importing nothing of the block's code or other packages; each has a fixture
 * `blockyard__mailchimp__deprecated-vN.html`.
 *
 * - v1: the block saved its own submit button, with the button's text and colours in its
 *   attributes; they move to the `blockyard/button` child.
 */
const deprecated = [v1];

export default deprecated;
