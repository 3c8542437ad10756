// What the saved GIF shows, from the attributes: imported by `save`, so it holds no parser
// and no search. The GIF is saved as an image, never a frame
// (docs/decisions/0035-gif-saved-as-an-image.md).
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
 * The GIF file's address when it is one an image may load: http or https, with no user
 * name or password; `undefined` otherwise (`javascript:`, `data:`, anything unreadable).
 */
export function gifImageSource(imageUrl: string | undefined): string | undefined {
	if (!imageUrl) {
		return undefined;
	}
	try {
		const url = new URL(imageUrl);
		const web = url.protocol === 'https:' || url.protocol === 'http:';
		return web && url.username === '' && url.password === '' ? url.href : undefined;
	} catch {
		return undefined;
	}
}

/** Whether a caption has nothing to show (unset, or only markup and spaces). */
export function isEmptyCaption(caption: string | undefined): boolean {
	return (caption ?? '').replace(/<[^>]*>/g, '').trim() === '';
}
