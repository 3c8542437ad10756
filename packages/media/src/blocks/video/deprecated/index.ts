import { v1 } from './v1';
import { v2 } from './v2';

/**
 * Frozen earlier versions of the block, newest first. Each is a copy of what that version saved
 * (its attributes, save and the helpers and types they use), importing nothing of today's block,
 * with fixtures `blockyard__video__deprecated-v<N>….html`.
 *
 * - v2: the browser's own `<video>` for a hosted video (its file's address in the page) instead
 *   of the service's player address; same attributes.
 * - v1: the hosted player's address instead of a `<video>`; no `maxWidth`, text tracks,
 *   seekbar colours or `playsinline`.
 */
const deprecated = [v2, v1];

export default deprecated;
