/** The usage events of the core video conversion (recorded through `useTracker()` of @blockyard/connection). */
export const CONVERSION_EVENTS = Object.freeze({
	/** 'Transform blocks to VideoPress' was clicked; `blocks`: how many blocks it converts. */
	manualConversionClick: 'jetpack_editor_videopress_block_manual_conversion_click',
} as const);
