/** The usage events of the external media sources (recorded through `useTracker()` of @blockyard/connection). */
export const EXTERNAL_MEDIA_EVENTS = Object.freeze({
	/**
	 * A source answered a list: `source` (the service), `results` (how many items the page
	 * had), `page` (1 for the first page), `search` (whether words were searched).
	 */
	sourceResults: 'jetpack_external_media_source_results',
} as const);
