/** What the saved form markup and the front-end script agree on (docs/decisions/0009-contact-forms.md). */

export const FORM_CLASS = 'wp-block-blockyard-contact-form';

/** The element the front end announces the outcome in. */
export const STATUS_CLASS = `${FORM_CLASS}__status`;

/** Marks a saved contact form; its value is the form id. */
export const FORM_ID_ATTRIBUTE = 'data-blockyard-form';

/** Carries the confirmation message, when the form has one. */
export const CONFIRMATION_ATTRIBUTE = 'data-confirmation-message';

/**
 * Where the form posts its responses.
 *
 * @example
 * formAction('k3j9x0qa'); // '/wp-json/blockyard/v1/forms/k3j9x0qa/responses'
 */
export const formAction = (formId: string): string =>
	`/wp-json/blockyard/v1/forms/${encodeURIComponent(formId)}/responses`;
