import { v1 } from './v1';

/**
 * Frozen earlier versions of the block, newest first. Each is a copy of what that version saved
 * (its attributes, save and the helpers and types they use), importing nothing of today's block,
 * with fixtures `blockyard__video__deprecated-v1….html`.
 *
 * - v1: the hosted player's address instead of a `<video>`; no `maxWidth`, text tracks,
 *   seekbar colours or `playsinline`.
 */
const deprecated = [v1];

export default deprecated;
