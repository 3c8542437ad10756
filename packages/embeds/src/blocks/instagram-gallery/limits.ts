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
