// Responsive images for the gallery: the `srcset` of an image, one resized copy per width,
// each address made by the one image-resizing rule of `@blockyard/api-client`
// (`resizedImageUrl`, docs/decisions/0038-image-resizing-and-stand-ins.md). Pure: the saved markup depends on
// it, so the same input always gives the same addresses. An address the rule cannot rewrite
// (`data:`, `blob:`, `javascript:`, relative or unparsable) gets no `srcset` (`undefined`).
import { MAX_IMAGE_RESIZE, resizedImageUrl } from '@blockyard/api-client';

/** The smallest `srcset` candidate (or the image's own width when smaller), in px. */
export const SRCSET_MIN_WIDTH = 600;
/** The step between two `srcset` candidates, in px. */
export const SRCSET_STEP = 300;

/** True when `resizedImageUrl` rewrites `url` (it then has responsive sizes). */
const canResize = (url: string): boolean => resizedImageUrl(url, { width: 1 }) !== url;

/**
 * The widths of an image `width` px wide offered in its `srcset`: from min(600, width) up to
 * min(2000, width) in steps of 300, ending with min(2000, width) itself.
 */
export function srcSetWidths(width: number): number[] {
	if (!Number.isFinite(width) || width < 1) {
		return [];
	}
	const largest = Math.min(MAX_IMAGE_RESIZE, Math.round(width));
	const widths: number[] = [];
	for (let candidate = Math.min(SRCSET_MIN_WIDTH, largest); candidate < largest; candidate += SRCSET_STEP) {
		widths.push(candidate);
	}
	widths.push(largest);
	return widths;
}

/**
 * The `srcset` of an image `width` px wide: one resized copy per {@link srcSetWidths} width.
 * With `height`, every copy is cropped to that ratio (square and circle tiles pass a square).
 * Undefined when the address cannot be resized or the width is unknown.
 *
 * @example
 * srcSet('https://example.com/a.jpg', 1000);
 * // '…?ssl=1&w=600&strip=info 600w, …w=900… 900w, …w=1000… 1000w'
 */
export function srcSet(url: string, width: number, height?: number): string | undefined {
	const widths = srcSetWidths(width);
	if (widths.length === 0 || !canResize(url) || (height !== undefined && !(height > 0))) {
		return undefined;
	}
	return widths
		.map((w) => {
			const h = height === undefined ? undefined : Math.max(1, Math.round((w * height) / width));
			return `${resizedImageUrl(url, h === undefined ? { width: w } : { width: w, height: h })} ${w}w`;
		})
		.join(', ');
}
