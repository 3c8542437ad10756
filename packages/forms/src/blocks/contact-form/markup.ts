/** What the saved form markup and the front-end script agree on (docs/decisions/0009-contact-forms.md). */

export const FORM_CLASS = 'wp-block-blockyard-contact-form';

/** The element the front end announces the outcome in. */
export const STATUS_CLASS = `${FORM_CLASS}__status`;

/** Marks a saved contact form; its value is the form id. */
export const FORM_ID_ATTRIBUTE = 'data-blockyard-form';

/** Carries the confirmation message, when the form has one. */
export const CONFIRMATION_ATTRIBUTE = 'data-confirmation-message';

/** A form id the submission route answers to (the route's own pattern). */
export const FORM_ID_PATTERN = /^[a-z0-9]+$/;

/**
 * The form's submission route below the site's REST root. The saved markup has no
 * `action`: the page that shows the form points it there (see `addContactFormActions`).
 *
 * @example
 * formResponsesPath('k3j9x0qa'); // 'blockyard/v1/forms/k3j9x0qa/responses'
 */
export const formResponsesPath = (formId: string): string =>
	`blockyard/v1/forms/${encodeURIComponent(formId)}/responses`;
