import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each is a copy of what that version saved
 * (its attributes, save and the helpers and types they use), importing nothing of today's block,
 * with fixtures `blockyard__tiled-gallery__deprecated-vN….html`.
 *
 * - v1: no `columnWidths`, and the images were saved as their files, without resized copies
 *   (`srcset`, `sizes`) or their size on the <img>.
 */
const deprecated = [v1];

export default deprecated;
