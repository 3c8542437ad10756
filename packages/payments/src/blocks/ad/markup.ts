import { adFormat, type AdFormat } from './formats';

/** The block's class, the base of every class its markup has. */
export const AD_CLASS = 'wp-block-blockyard-ad';

/** The ad's room: a box of the format's size. */
export const AD_SLOT_CLASS = `${AD_CLASS}__slot`;

/** On the block when it is hidden from small screens (its style.css hides it there). */
export const HIDDEN_ON_MOBILE_CLASS = 'is-hidden-on-mobile';

/** `is-format-mobile-leaderboard`: the class naming the block's format. */
export function formatClass(format: AdFormat): string {
	return `is-format-${format.name.replaceAll('_', '-')}`;
}

/** The classes the block's wrapper has besides its own and its alignment's, editor and saved alike. */
export function adClasses(attributes: { readonly format?: string; readonly hideMobile?: boolean }): string {
	const format = adFormat(attributes.format);
	return attributes.hideMobile === true
		? `${formatClass(format)} ${HIDDEN_ON_MOBILE_CLASS}`
		: formatClass(format);
}

/** The slot's size as an inline style: the format's width and height in pixels. */
export function slotStyle(format: AdFormat): { readonly width: string; readonly height: string } {
	return { width: `${String(format.width)}px`, height: `${String(format.height)}px` };
}
