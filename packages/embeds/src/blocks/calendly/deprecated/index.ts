import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each is a folder `vN/` holding its own
 * copy of everything it saved and migrates with, importing nothing of the block's code or
 * other packages; each has a fixture `blockyard__calendly__deprecated-vN.html`.
 *
 * - v1: the Link style's button text and colours were the block's own attributes; they move
 *   to the `blockyard/button` child.
 */
const deprecated = [v1];

export default deprecated;
