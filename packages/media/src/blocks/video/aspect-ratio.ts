/**
 * The aspect ratios the saved figure can name, widest first, with their classes (the block
 * editor's embed classes, so themes that size embeds size these too).
 */
export const ASPECT_RATIOS: readonly { readonly ratio: number; readonly className: string }[] = [
	{ ratio: 2.33, className: 'wp-embed-aspect-21-9' },
	{ ratio: 2.0, className: 'wp-embed-aspect-18-9' },
	{ ratio: 1.77, className: 'wp-embed-aspect-16-9' },
	{ ratio: 1.33, className: 'wp-embed-aspect-4-3' },
	{ ratio: 1.0, className: 'wp-embed-aspect-1-1' },
	{ ratio: 0.56, className: 'wp-embed-aspect-9-16' },
	{ ratio: 0.5, className: 'wp-embed-aspect-1-2' },
];

/** Says the figure has one of the ratios above. */
export const HAS_ASPECT_RATIO_CLASS = 'wp-has-aspect-ratio';

/** A ratio further than this above the nearest named one below it gets no class. */
const TOLERANCE = 0.1;

const isAspectClass = (name: string): boolean =>
	name === HAS_ASPECT_RATIO_CLASS || ASPECT_RATIOS.some((entry) => entry.className === name);

/**
 * `classNames` with the aspect-ratio classes of a `width`×`height` video in place of any it
 * had: the largest named ratio not above the video's (rounded to two decimals), when the video
 * is within 0.1 of it; none for other shapes or a size not known yet (0 or not finite).
 *
 * @example
 * aspectRatioClassNames('', 1920, 1080); // 'wp-embed-aspect-16-9 wp-has-aspect-ratio'
 */
export function aspectRatioClassNames(classNames: string, width: number, height: number): string {
	const kept = classNames.split(/\s+/).filter((name) => name !== '' && !isAspectClass(name));
	if (!(width > 0 && height > 0 && Number.isFinite(width / height))) {
		return kept.join(' ');
	}
	const ratio = Math.round((width / height) * 100) / 100;
	const match = ASPECT_RATIOS.find((entry) => ratio >= entry.ratio);
	if (!match || ratio - match.ratio > TOLERANCE) {
		return kept.join(' ');
	}
	return [...kept, match.className, HAS_ASPECT_RATIO_CLASS].join(' ');
}
