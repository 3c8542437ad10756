/** The attributes of `blockyard/mailchimp`. */
export type MailchimpAttributes = {
	/** The email field's placeholder (and its accessible name). */
	emailPlaceholder: string;
	/** The consent sentence under the button (rich text). */
	consentText: string;
	/** The audience's interest group ids a signup joins. */
	interests: string[];
	/** What the visitor's form says while it sends. */
	processingLabel: string;
	/** What it says once the address is on the list. */
	successLabel: string;
	/** What it says when the signup failed. */
	errorLabel: string;
	/** A merge field's tag that records where the signup came from (e.g. `SOURCE`). */
	signupFieldTag?: string;
	/** The value stored in that field. */
	signupFieldValue?: string;
	/** Shown as an example (the inserter's preview): no connection is checked. */
	preview: boolean;
};
