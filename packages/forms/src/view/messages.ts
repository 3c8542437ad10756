import { __ } from '@wordpress/i18n';

/** The front end's texts, translated when they are shown. */
export const messages = {
	sent: () => __('Thank you! Your message has been sent.', 'blockyard'),
	failed: () => __('Your message could not be sent. Please try again.', 'blockyard'),
};
