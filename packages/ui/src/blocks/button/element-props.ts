import { safeCssGradient, safeCssLength } from '@blockyard/api-client';
import type { CSSProperties } from 'react';

import { validColor } from './colors';
import type { ButtonAttributes } from './types';

/** The units a button's width is saved in (`width.ts` decides which an alignment allows). */
const WIDTH_UNITS = ['%', 'px', 'em'] as const;

/** The class of the rendered element, the same in the editor and in saved markup. */
export const BUTTON_ELEMENT_CLASS = 'wp-block-blockyard-button__element';

const classNames = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** `has-{slug}-…` class of a named palette entry, as core blocks write it. */
const named = (slug: string | undefined, kind: string) => (slug ? `has-${slug}-${kind}` : undefined);

/**
 * The class and inline style of the button element for its attributes. Custom
 * colours go through the colour validator: an invalid one falls back to the
 * attribute's default (none). A custom gradient and the width reach the style
 * only as what they are (a gradient, a length), through the saved-output policy.
 */
export function buttonElementProps(attributes: ButtonAttributes): {
	className: string;
	style: CSSProperties;
} {
	const textColor = validColor(attributes.customTextColor, undefined);
	const backgroundColor = validColor(attributes.customBackgroundColor, undefined);
	const customGradient = safeCssGradient(attributes.customGradient);
	const width = safeCssLength(attributes.width, WIDTH_UNITS);
	const hasBackground = Boolean(
		attributes.backgroundColor || backgroundColor || attributes.gradient || customGradient
	);
	const style: CSSProperties = {};
	if (!attributes.textColor && textColor) {
		style.color = textColor;
	}
	if (customGradient && !attributes.gradient) {
		style.background = customGradient;
	} else if (!attributes.backgroundColor && !attributes.gradient && backgroundColor) {
		style.backgroundColor = backgroundColor;
	}
	if (typeof attributes.borderRadius === 'number') {
		style.borderRadius = `${attributes.borderRadius}px`;
	}
	if (width) {
		style.width = width;
	}
	return {
		className: classNames(
			BUTTON_ELEMENT_CLASS,
			(attributes.textColor || textColor) && 'has-text-color',
			named(attributes.textColor, 'color'),
			hasBackground && 'has-background',
			named(attributes.backgroundColor, 'background-color'),
			named(attributes.gradient, 'gradient-background'),
			named(attributes.fontSize, 'font-size'),
			attributes.borderRadius === 0 && 'no-border-radius',
			width && 'has-custom-width'
		),
		style,
	};
}

/** The wrapper's extra classes: the alignment. */
export function buttonWrapperClassName(attributes: ButtonAttributes): string | undefined {
	return attributes.align ? `align${attributes.align}` : undefined;
}
