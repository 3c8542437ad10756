// Stands in for @wordpress/vips/worker and @wordpress/video-conversion/worker in
// the playground build, so their multi-megabyte wasm worker chunks are never
// bundled or loaded. Client-side media processing stays off (the block editor
// only uses it when window.__clientSideMediaProcessing is set); if anything
// calls it anyway, it fails with a clear message.
const unavailable = (): Promise<never> =>
	Promise.reject(new Error('Client-side media processing is not available in the Blockyard playground.'));

export const vipsConvertImageFormat = unavailable;
export const vipsCompressImage = unavailable;
export const vipsHasTransparency = unavailable;
export const vipsResizeImage = unavailable;
export const vipsRotateImage = unavailable;
export const vipsGetUltraHdrInfo = unavailable;
export const vipsCancelOperations = unavailable;
export const convertGifToVideo = unavailable;
export const cancelGifToVideoOperations = unavailable;
export const terminateVipsWorker = (): void => {};
export const terminateVideoConversionWorker = (): void => {};
