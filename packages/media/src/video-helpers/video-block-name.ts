/** The hosted video block the helpers convert to: its registered name, a public contract. */
export const VIDEO_BLOCK_NAME = 'blockyard/video';

/** WordPress's own video block. */
export const CORE_VIDEO_BLOCK_NAME = 'core/video';
