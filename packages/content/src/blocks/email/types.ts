/** `registerBlockType<T>` wants a type alias, not an interface. */
export type EmailAttributes = {
	/** The text as typed: an address, or words around one or more. */
	email: string;
};
