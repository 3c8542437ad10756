/** How the checkout shows: in the page, or in a modal opened by a button. */
export type EventbriteStyle = 'inline' | 'modal';

/** The attributes of `blockyard/eventbrite`. */
export type EventbriteAttributes = {
	/** The event's page, `https://www.eventbrite.<domain>/e/<title>-tickets-<id>`; unset until embedded. */
	url?: string;
	/** The event's id: the number the page's address ends in. */
	eventId?: number;
	style: EventbriteStyle;
	/** The inserter's example: a drawn event page, with no address and no request. Unset (no default) in every saved block. */
	preview?: boolean;
};
