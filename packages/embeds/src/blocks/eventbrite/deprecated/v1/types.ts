// Version 1's attributes, and the attributes it migrates into (the block's own when version 1
// was frozen): copies, so that no later change to the block's types reaches this version.

/** Version 1's attributes: the event, `useModal`, and its own button's text, colours and radius. */
export type EventbriteV1Attributes = {
	url?: string;
	eventId?: number;
	useModal?: boolean;
	text: string;
	backgroundColor?: string;
	textColor?: string;
	customBackgroundColor?: string;
	customTextColor?: string;
	borderRadius?: number;
};

/** What version 1 migrates into: the event, and `style` in place of `useModal`. */
export type EventbriteAfterV1Attributes = {
	url?: string;
	eventId?: number;
	style: 'inline' | 'modal';
};
