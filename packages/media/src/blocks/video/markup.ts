import type { VideoAttributes } from './types';

/** The caption's class, as the block editor's own blocks name it. */
export const CAPTION_CLASS = 'wp-element-caption';

/** The largest width the saved figure gets by default: the column's. */
export const DEFAULT_MAX_WIDTH = '100%';

/** An address the saved markup may point at: not empty, not a `blob:` of an upload in progress. */
export const isSavedAddress = (url: string | undefined): url is string =>
	url !== undefined && url !== '' && !url.startsWith('blob:');

/** The figure's inline style: a maximum width other than the column's, else none. */
export function figureStyle(maxWidth: VideoAttributes['maxWidth']): { maxWidth: string } | undefined {
	const width = maxWidth.trim();
	return width === '' || width === DEFAULT_MAX_WIDTH ? undefined : { maxWidth: width };
}
