/** `registerBlockType<T>` wants a type alias, not an interface. */
export type PhoneAttributes = {
	/** The text as typed: a number, perhaps with a label before it (`Call us: …`). */
	phone: string;
};
