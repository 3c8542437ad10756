import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each is a folder `vN/` holding its own
 * copy of everything it saved and migrates with, importing nothing of the block's code or
 * other packages; each has a fixture `blockyard__eventbrite__deprecated-vN.html`.
 *
 * - v1: `useModal` chose the modal, and the modal's button text, colours and radius were the
 *   block's own attributes; they become `style` and the `blockyard/button` child.
 */
const deprecated = [v1];

export default deprecated;
