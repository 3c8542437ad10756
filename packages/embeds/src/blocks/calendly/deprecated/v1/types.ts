// Version 1's attributes, and the attributes it migrates into (the block's own when version 1
// was frozen): copies, so that no later change to the block's types reaches this version.

/** Version 1's attributes: the booking page, its style and colours, and its own button's text and colours. */
export type CalendlyV1Attributes = {
	url?: string;
	style: 'inline' | 'link';
	backgroundColor: string;
	primaryColor: string;
	textColor: string;
	hideEventTypeDetails: boolean;
	submitButtonText?: string;
	submitButtonTextColor?: string;
	submitButtonBackgroundColor?: string;
	textButtonColor?: string;
	backgroundButtonColor?: string;
	customTextButtonColor?: string;
	customBackgroundButtonColor?: string;
};

/** What version 1 migrates into: its attributes without the button's, which move to the child. */
export type CalendlyAfterV1Attributes = {
	url?: string;
	style: 'inline' | 'link';
	backgroundColor: string;
	primaryColor: string;
	textColor: string;
	hideEventTypeDetails: boolean;
};
