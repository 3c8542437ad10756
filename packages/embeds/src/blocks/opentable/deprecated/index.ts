import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each is a folder `vN/` holding its own
 * copy of everything it saved with (its attributes and `save`, which never change again),
 * importing nothing of the block's code or other packages; each has a fixture
 * `blockyard__opentable__deprecated-vN.html`.
 *
 * - v1: the widget without a frame was saved as links to the restaurants' reservation pages
 *   alone; it now also saves the placeholder OpenTable's script draws the widget in.
 */
const deprecated = [v1];

export default deprecated;
