/** `registerBlockType<T>` wants a type alias, not an interface. */
export type MarkdownAttributes = {
	/** The markdown as the author wrote it. */
	source: string;
	/**
	 * The source rendered and sanitised, read back from the saved markup. The edit writes it
	 * whenever the source changes; `save` prints it as it is.
	 */
	html: string;
};
