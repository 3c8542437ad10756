import type { ButtonAlign } from './types';

export type WidthUnit = '%' | 'px' | 'em';

/** The percentage shortcuts of the width control. */
export const WIDTH_PERCENTAGES = [25, 50, 75, 100] as const;

const WIDTH = /^(\d+(?:\.\d+)?)(%|px|em)$/;

/** A width such as `50%` or `120px`, split; undefined when it is not one. */
export function parseWidth(value: string | undefined): { quantity: number; unit: WidthUnit } | undefined {
	const match = WIDTH.exec((value ?? '').trim());
	if (!match) {
		return undefined;
	}
	return { quantity: Number(match[1]), unit: match[2] as WidthUnit };
}

/** px and em need the button to float left or right; centred or unaligned buttons take only %. */
export function allowedWidthUnits(align: ButtonAlign | undefined): WidthUnit[] {
	return align === 'left' || align === 'right' ? ['%', 'px', 'em'] : ['%'];
}

/**
 * The width to store for `value` at `align`, or undefined (no custom width):
 * a percentage is capped at 100, a unit the alignment does not allow is dropped,
 * zero, negative or unreadable values are dropped.
 *
 * @example
 * sanitizeWidth('150%', 'center'); // '100%'
 * sanitizeWidth('120px', undefined); // undefined
 */
export function sanitizeWidth(value: string | undefined, align: ButtonAlign | undefined): string | undefined {
	const width = parseWidth(value);
	if (!width || width.quantity <= 0 || !allowedWidthUnits(align).includes(width.unit)) {
		return undefined;
	}
	const quantity = width.unit === '%' ? Math.min(width.quantity, 100) : width.quantity;
	return `${quantity}${width.unit}`;
}

/**
 * What changing the alignment does to the width: switching to left or right
 * clears a percentage width; switching away from left or right clears
 * a px or em width, which only floated buttons allow.
 */
export function widthForAlignment(
	width: string | undefined,
	align: ButtonAlign | undefined
): string | undefined {
	const parsed = parseWidth(width);
	if (!parsed) {
		return undefined;
	}
	if ((align === 'left' || align === 'right') && parsed.unit === '%') {
		return undefined;
	}
	return sanitizeWidth(width, align);
}
