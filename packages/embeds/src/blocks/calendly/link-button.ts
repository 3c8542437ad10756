// The Link style's button: a `blockyard/button` child that links to the booking page, opened
// in a new tab. Shared by the edit (which creates and updates it) and the deprecation (which
// moves the older version's button text and colours into it).
import type { ButtonAttributes } from '@blockyard/ui';
import { __ } from '@wordpress/i18n';

/** The shared button block the Link style nests. */
export { BUTTON_CHILD_BLOCK as CALENDLY_BUTTON_BLOCK } from '../../embed/button-child-block';

/** The button's text when nothing else is given. */
export const calendlyButtonText = (): string => __('Schedule time with me', 'blockyard');

/** The attributes that make the child a link to `url` in a new tab, saved in the post. */
export function calendlyButtonLink(url: string | undefined): Partial<ButtonAttributes> {
	return {
		element: 'a',
		saveInPostContent: true,
		uniqueId: 'calendly-widget-id',
		url,
		passthroughAttributes: { target: '_blank', rel: 'noopener noreferrer' },
	};
}
