/** The range and default of each of the gallery's numbers. */
export const GALLERY_LIMITS = {
	count: { min: 1, max: 30, default: 9 },
	columns: { min: 1, max: 6, default: 3 },
	spacing: { min: 0, max: 50, default: 10 },
} as const;

export type GalleryNumber = keyof typeof GALLERY_LIMITS;

/** `value` as a whole number within `name`'s range; its default when it is not a number. */
export function galleryNumber(name: GalleryNumber, value: unknown): number {
	const { min, max } = GALLERY_LIMITS[name];
	if (typeof value !== 'number' || !Number.isFinite(value)) {
		return GALLERY_LIMITS[name].default;
	}
	return Math.min(max, Math.max(min, Math.round(value)));
}

/** `text` when it is an absolute http(s) address (what a photo or its link may be), else `undefined`. */
export function webAddress(text: unknown): string | undefined {
	if (typeof text !== 'string') {
		return undefined;
	}
	try {
		const { protocol } = new URL(text);
		return protocol === 'https:' || protocol === 'http:' ? text : undefined;
	} catch {
		return undefined;
	}
}
