/** The element the button renders as. */
export type ButtonElement = 'a' | 'button' | 'input';

/** The alignments the button offers. */
export type ButtonAlign = 'left' | 'center' | 'right';

/** The attributes of `blockyard/button`: all stored in the block comment. */
export type ButtonAttributes = {
	element: ButtonElement;
	/** When false (the default), `save` gives nothing: the parent block renders the button. */
	saveInPostContent: boolean;
	uniqueId?: string;
	/** Attributes the parent wants on the element; only safe ones are saved (see `passthroughProps`). */
	passthroughAttributes?: Record<string, unknown>;
	text?: string;
	/** What the editor calls the button (List View, breadcrumbs, the toolbar's name); the block's title when empty. Not saved in the markup. */
	label?: string;
	placeholder?: string;
	url?: string;
	textColor?: string;
	customTextColor?: string;
	backgroundColor?: string;
	customBackgroundColor?: string;
	gradient?: string;
	customGradient?: string;
	borderRadius?: number;
	width?: string;
	fontSize?: string;
	align?: ButtonAlign;
	className?: string;
};
