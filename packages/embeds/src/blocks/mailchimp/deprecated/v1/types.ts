// Version 1's attributes, and the attributes it migrates into (the block's own when version 1
// was frozen): copies, so that no later change to the block's types reaches this version.

/** What version 1 migrates into: its attributes without the submit button's. */
export type MailchimpAfterV1Attributes = {
	emailPlaceholder: string;
	consentText: string;
	interests: string[];
	processingLabel: string;
	successLabel: string;
	errorLabel: string;
	signupFieldTag?: string;
	signupFieldValue?: string;
	preview: boolean;
};

/** Version 1's attributes: those, and the submit button's text and colours. */
export type MailchimpV1Attributes = MailchimpAfterV1Attributes & {
	submitButtonText?: string;
	backgroundButtonColor?: string;
	textButtonColor?: string;
	customBackgroundButtonColor?: string;
	customTextButtonColor?: string;
};
