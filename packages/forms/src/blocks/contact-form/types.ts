/** The attributes of `blockyard/contact-form`, stored in the block comment. `registerBlockType<T>` wants a type alias. */
export type ContactFormAttributes = {
	/** Random (8 base-36 characters), filled in by the edit; the server finds the form by it. */
	formId?: string;
	/** Shown after a successful send; empty for the default thank-you. */
	confirmationMessage: string;
	align?: 'wide' | 'full';
	className?: string;
};
