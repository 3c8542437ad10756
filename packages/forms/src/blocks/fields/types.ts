/**
 * The attributes of every field block, all stored in the block comment (no `source`),
 * so a field can be rebuilt from its comment alone (docs/decisions/0009-contact-forms.md).
 * A kind has `placeholder`, `options` or `consentText` only when its row in ./kinds.ts says so.
 * `registerBlockType<T>` wants a type alias, not an interface.
 */
export type FieldAttributes = {
	/** The key the value is submitted under and the base of the ids; filled in by the edit. */
	name?: string;
	/** Plain text (no markup). Filled in by the edit with the kind's translated default. */
	label?: string;
	required: boolean;
	/** Text-like fields and select (the select's first, empty choice). */
	placeholder?: string;
	/** Select, radio, checkbox-multiple. */
	options?: string[];
	/** Consent: the text beside its box. */
	consentText?: string;
	className?: string;
};
