// What the saved GIF shows, from the attributes: imported by `save`, so it holds no parser
// and no search. The GIF is saved as an image, never a frame
// (docs/decisions/0035-gif-saved-as-an-image.md).
import { safeMediaUrl } from '@blockyard/api-client';

import { GIPHY_HOSTS } from './hosts';

/** The box's height as a share of its width when none is known. */
export const DEFAULT_GIF_PADDING = '56.2%';

/** `56.2%`-like values: a percentage from 1 to 999 with at most three decimals. */
const PADDING = /^(?:[1-9][0-9]{0,2})(?:\.[0-9]{1,3})?%$/;

/** The saved box's padding: the attribute when it is a plain percentage, else the default. */
export function gifPadding(paddingTop: string | undefined): string {
	return paddingTop !== undefined && PADDING.test(paddingTop) ? paddingTop : DEFAULT_GIF_PADDING;
}

/** The padding for a GIF `width` by `height` pixels (`75%` for 160 by 120), or the default. */
export function paddingFor(width: string | number, height: string | number): string {
	const w = Number(width);
	const h = Number(height);
	if (!Number.isFinite(w) || !Number.isFinite(h) || w <= 0 || h <= 0) {
		return DEFAULT_GIF_PADDING;
	}
	return gifPadding(`${Math.round((h / w) * 1000) / 10}%`);
}

/**
 * The GIF file's absolute address, as the URL standard writes it, when the saved-output policy
 * lets an image load it from the GIF service (https on its hosts, or the local provider
 * standing in for it on this machine); `undefined` otherwise (`javascript:`, `data:`, another
 * host, a relative address, anything unreadable).
 */
export function gifImageSource(imageUrl: unknown): string | undefined {
	const address = safeMediaUrl(imageUrl, GIPHY_HOSTS);
	if (address === undefined) {
		return undefined;
	}
	try {
		return new URL(address).href;
	} catch {
		return undefined;
	}
}

/** Whether a caption has nothing to show (unset, or only markup and spaces). */
export function isEmptyCaption(caption: unknown): boolean {
	return (typeof caption === 'string' ? caption : '').replace(/<[^>]*>/g, '').trim() === '';
}
