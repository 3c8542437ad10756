// The class names and data attributes the saved form carries, shared by `save` (and its
// deprecations), the editor's preview and the visitor's script.

export const MAILCHIMP_CLASS = 'wp-block-blockyard-mailchimp';
export const FORM_CLASS = `${MAILCHIMP_CLASS}__form`;
export const EMAIL_CLASS = `${MAILCHIMP_CLASS}__email`;
export const CONSENT_CLASS = `${MAILCHIMP_CLASS}__consent`;
export const STATUS_CLASS = `${MAILCHIMP_CLASS}__status`;

/** The submit button's default text, and the `uniqueId` the button child carries. */
export const DEFAULT_BUTTON_TEXT = 'Join my Mailchimp audience';
export const BUTTON_UNIQUE_ID = 'mailchimp-widget-id';

/** How long the editor shows a notification's preview after its label is edited. */
export const NOTIFICATION_PREVIEW_MS = 3000;

/**
 * The data attributes on the saved wrapper: the labels, the groups (ids joined by commas)
 * and the signup field, which the visitor's script sends.
 */
export function signupData(attributes: {
	processingLabel: string;
	successLabel: string;
	errorLabel: string;
	interests: readonly string[];
	signupFieldTag?: string | undefined;
	signupFieldValue?: string | undefined;
}): Record<string, string> {
	const interests = Array.isArray(attributes.interests)
		? attributes.interests.filter((interest): interest is string => typeof interest === 'string')
		: [];
	return {
		'data-processing-label': attributes.processingLabel,
		'data-success-label': attributes.successLabel,
		'data-error-label': attributes.errorLabel,
		...(interests.length > 0 ? { 'data-interests': interests.join(',') } : {}),
		...(attributes.signupFieldTag ? { 'data-signup-field-tag': attributes.signupFieldTag } : {}),
		...(attributes.signupFieldValue ? { 'data-signup-field-value': attributes.signupFieldValue } : {}),
	};
}
