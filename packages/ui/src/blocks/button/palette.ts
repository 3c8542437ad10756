import { validColor } from './colors';

/** A colour, gradient or font-size preset of the editor settings. */
export interface PaletteEntry {
	readonly slug: string;
	readonly name?: string;
	readonly color?: string;
	readonly gradient?: string;
	readonly size?: string | number;
}

const isEntry = (value: unknown): value is PaletteEntry =>
	typeof value === 'object' && value !== null && 'slug' in value && typeof value.slug === 'string';

/**
 * A preset list as the editor settings hold it: an array, or (with theme.json)
 * an object of origins (`custom`, `theme`, `default`), flattened in that order.
 */
export function flattenPalette(value: unknown): PaletteEntry[] {
	if (Array.isArray(value)) {
		return value.filter(isEntry);
	}
	if (typeof value === 'object' && value !== null) {
		const origins = value as Record<string, unknown>;
		return ['custom', 'theme', 'default'].flatMap((origin) => flattenPalette(origins[origin]));
	}
	return [];
}

/**
 * The attributes for a colour picked in the sidebar: a palette colour by its
 * slug, another valid colour as a custom one, an invalid or cleared one as
 * neither (the attributes' default).
 */
export function colorChoice(
	value: string | undefined,
	palette: ReadonlyArray<PaletteEntry>
): { slug: string | undefined; custom: string | undefined } {
	const color = validColor(value, undefined);
	if (!color) {
		return { slug: undefined, custom: undefined };
	}
	const entry = palette.find((candidate) => candidate.color?.toLowerCase() === color.toLowerCase());
	return entry ? { slug: entry.slug, custom: undefined } : { slug: undefined, custom: color };
}

/** The same for a gradient: a preset by its slug, else the CSS gradient itself. */
export function gradientChoice(
	value: string | undefined,
	gradients: ReadonlyArray<PaletteEntry>
): { slug: string | undefined; custom: string | undefined } {
	if (!value) {
		return { slug: undefined, custom: undefined };
	}
	const entry = gradients.find((candidate) => candidate.gradient === value);
	return entry ? { slug: entry.slug, custom: undefined } : { slug: undefined, custom: value };
}

/** The colour a slug or custom value stands for, to show in the picker. */
export function colorValue(
	slug: string | undefined,
	custom: string | undefined,
	palette: ReadonlyArray<PaletteEntry>
): string | undefined {
	if (slug) {
		return palette.find((entry) => entry.slug === slug)?.color;
	}
	return validColor(custom, undefined);
}
