/**
 * Earlier saved forms of the block, newest first, each a frozen copy of what that version
 * saved in `./vN/`, importing nothing of today's block. None yet: 0.1.0 is the first (an
 * empty list fits the block's attributes).
 */
const deprecated: never[] = [];

export default deprecated;
