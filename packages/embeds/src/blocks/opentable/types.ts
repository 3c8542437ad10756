/** The widget's looks: each has its own size (the button only for a single restaurant). */
export type OpenTableStyle = 'standard' | 'tall' | 'wide' | 'button';

/** The attributes of `blockyard/opentable`. */
export type OpenTableAttributes = {
	/** The restaurants' OpenTable ids; empty until one is chosen. */
	rid: number[];
	style: OpenTableStyle;
	/** Show the widget in a frame (the default); otherwise a link to each restaurant's reservation page. */
	iframe: boolean;
	/** OpenTable's site the widget comes from (`com`, `co.uk`, `de`, …). */
	domain: string;
	/** The widget's language, one of `en-US`, `fr-CA`, `de-DE`, `es-MX`, `ja-JP`, `nl-NL`, `it-IT`; the site's locale (else `en-US`) when unset. */
	lang?: string;
	/** Open OpenTable's booking page in a new window. */
	newtab: boolean;
	/** Remove the button style's margin. */
	negativeMargin: boolean;
	/** The text of the reservation links saved without a frame (written in the editor's language). */
	linkText?: string;
	align?: string;
	className?: string;
};
