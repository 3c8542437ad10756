const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

/**
 * The shared colour validator: exactly six hex digits, with an optional leading
 * `#`. A valid value comes back with its `#`; anything else gives `fallback`
 * (the attribute's default).
 *
 * @example
 * validColor('ff0000', undefined); // '#ff0000'
 * validColor('red', '#000000'); // '#000000'
 */
export function validColor<T extends string | undefined>(value: unknown, fallback: T): string | T {
	if (typeof value !== 'string') {
		return fallback;
	}
	const match = HEX_COLOR.exec(value.trim());
	return match ? `#${match[1] ?? ''}` : fallback;
}
