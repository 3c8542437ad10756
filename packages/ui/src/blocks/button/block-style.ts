/** The block styles of the button (block.json `styles`), default first. */
export const BUTTON_STYLES = ['fill', 'outline'] as const satisfies readonly ButtonStyle[];

/** A block style of the button: filled (the default) or outlined. */
export type ButtonStyle = 'fill' | 'outline';

const STYLE_CLASS = /(^|\s)is-style-[\w-]+/g;

/** The button style a className selects: `is-style-outline` → outline, anything else → fill. */
export function buttonStyleOf(className: string | undefined): ButtonStyle {
	return /(^|\s)is-style-outline(\s|$)/.test(className ?? '') ? 'outline' : 'fill';
}

/**
 * `className` with its block style replaced by `style`; the default (fill) is
 * written as no style class, as the editor does. Other classes are kept.
 *
 * @example
 * withButtonStyle('big is-style-fill', 'outline'); // 'big is-style-outline'
 */
export function withButtonStyle(className: string | undefined, style: ButtonStyle): string | undefined {
	const rest = (className ?? '').replace(STYLE_CLASS, '').trim().split(/\s+/).filter(Boolean);
	const classes = style === 'fill' ? rest : [...rest, `is-style-${style}`];
	return classes.length ? classes.join(' ') : undefined;
}
