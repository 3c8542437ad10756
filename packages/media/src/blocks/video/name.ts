/** The block's registered name: a public contract, never changed once published. */
export const VIDEO_BLOCK_NAME = 'blockyard/video';
