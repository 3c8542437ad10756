// The modal's button: a `blockyard/button` child linking to the event page (what a visitor
// without JavaScript follows); the visitor's script opens the checkout in a modal instead.
import type { ButtonAttributes } from '@blockyard/ui';
import { __ } from '@wordpress/i18n';

/** The button's text when nothing else is given. */
export const eventbriteButtonText = (): string => __('Register', 'blockyard');

/** The attributes that make the child a link to the event page, saved in the post. */
export function eventbriteButtonLink(url: string | undefined): Partial<ButtonAttributes> {
	return { element: 'a', saveInPostContent: true, uniqueId: 'eventbrite-widget-id', url };
}
