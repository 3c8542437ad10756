/** How the booking page shows: in a frame on the page, or as a button linking to it. */
export type CalendlyStyle = 'inline' | 'link';

/** The attributes of `blockyard/calendly`. */
export type CalendlyAttributes = {
	/** The booking page, `https://calendly.com/<user>[/<event>]`; unset until one is embedded. */
	url?: string;
	style: CalendlyStyle;
	/** Six hex digits, with or without `#` (anything else shows the default). */
	backgroundColor: string;
	primaryColor: string;
	textColor: string;
	hideEventTypeDetails: boolean;
	/** The site's host, as Calendly's inline embed tells the page it is on; set when embedding. */
	embedDomain?: string;
};
