// How the block's attributes change with the editor's choices: the restaurants, the style
// (from the Styles panel's `is-style-*` class) and the language.
import { OPENTABLE_LANGUAGES, DEFAULT_OPENTABLE_LANGUAGE } from '../frame';
import type { OpenTableAttributes, OpenTableStyle } from '../types';

const STYLE_CLASS = /(?:^|\s)is-style-(standard|tall|wide|button)(?=\s|$)/;

/** The style a class name picks (the Styles panel writes `is-style-<name>`), if any. */
export function styleInClassName(className: string | undefined): OpenTableStyle | undefined {
	return STYLE_CLASS.exec(className ?? '')?.[1] as OpenTableStyle | undefined;
}

/** `className` without the button style's class; `undefined` when nothing is left. */
function withoutButtonClass(className: string | undefined): string | undefined {
	const rest = (className ?? '')
		.split(/\s+/)
		.filter((name) => name !== '' && name !== 'is-style-button')
		.join(' ');
	return rest === '' ? undefined : rest;
}

/** The change of choosing restaurants: several never keep the button style (nor its class). */
export function restaurantsChange(
	attributes: Pick<OpenTableAttributes, 'style' | 'className'>,
	rid: number[]
): Partial<OpenTableAttributes> {
	if (
		rid.length > 1 &&
		(attributes.style === 'button' || styleInClassName(attributes.className) === 'button')
	) {
		return { rid, style: 'standard', className: withoutButtonClass(attributes.className) };
	}
	return { rid };
}

/**
 * The change of choosing a style: the button only for a single restaurant (with several, the
 * button's class is taken off again); wide sets the wide alignment, and leaving wide clears it.
 */
export function styleChange(
	attributes: Pick<OpenTableAttributes, 'style' | 'className' | 'rid' | 'align'>,
	style: OpenTableStyle
): Partial<OpenTableAttributes> {
	if (style === 'button' && attributes.rid.length > 1) {
		return { className: withoutButtonClass(attributes.className) };
	}
	if (style === 'wide') {
		return { style, align: 'wide' };
	}
	if (attributes.style === 'wide' && attributes.align === 'wide') {
		return { style, align: undefined };
	}
	return { style };
}

/** Whether the wide style is shown with an alignment it does not fit (anything but wide or full). */
export const wideStyleMisaligned = ({
	style,
	align,
}: Pick<OpenTableAttributes, 'style' | 'align'>): boolean =>
	style === 'wide' && align !== 'wide' && align !== 'full';

/** The widget's language for a site locale (`fr_CA` is `fr-CA`); `en-US` for one it does not speak. */
export function languageForLocale(locale: string | undefined): string {
	const tag = (locale ?? '').replace('_', '-').toLowerCase();
	return OPENTABLE_LANGUAGES.find((lang) => lang.toLowerCase() === tag) ?? DEFAULT_OPENTABLE_LANGUAGE;
}
