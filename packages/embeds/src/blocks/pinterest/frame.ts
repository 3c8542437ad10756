// The pin's frame, from the saved address: imported by `save`, so it holds no parser.
import type { EmbedFrame } from '../../embed/provider';
import { PINTEREST_ASSETS_HOST, pinterestEmbedAt } from './embed-kind';
import type { PinterestAttributes } from './types';

/** A pin's frame is this high (and 345 pixels wide, by the stylesheet). */
export const PIN_FRAME_HEIGHT = 714;

// Pinterest's pin page runs its own scripts on its own origin and opens the pin on Pinterest
// in a new tab; it needs no forms, top navigation or downloads.
const PIN_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** The frame for a pin's address; nothing for a profile or a board (Pinterest's script draws those), or no address. */
export function pinterestFrame({ url }: PinterestAttributes): EmbedFrame | undefined {
	const embed = pinterestEmbedAt(url);
	if (embed?.kind !== 'pin') {
		return undefined;
	}
	return {
		src: `https://${PINTEREST_ASSETS_HOST}/ext/embed.html?id=${encodeURIComponent(embed.id)}`,
		title: 'Pinterest pin',
		sandbox: PIN_SANDBOX,
		height: PIN_FRAME_HEIGHT,
	};
}
