import { __ } from '@wordpress/i18n';

/** What the label of a media button depends on: the editor's `MediaUpload` props. */
export interface MediaButtonLabelProps {
	/** The button picks several items (a gallery). */
	readonly multiple?: boolean;
	/** The kinds of media it takes (`image`, `video`, …); more than one makes it a media button. */
	readonly allowedTypes?: readonly string[];
	/** The button sets the post's featured image. */
	readonly featured?: boolean;
	/** Something is chosen already (the featured image is set). */
	readonly hasValue?: boolean;
}

/**
 * The label of the button that opens the sources: 'Replace Image' for a featured image that is
 * set, 'Select Images' for several, 'Select Media' when more than one kind of media is allowed,
 * else 'Select Image'.
 */
export function mediaButtonLabel(props: MediaButtonLabelProps): string {
	if (props.featured && props.hasValue) {
		return __('Replace Image', 'blockyard');
	}
	if (props.multiple) {
		return __('Select Images', 'blockyard');
	}
	if ((props.allowedTypes?.length ?? 0) > 1) {
		return __('Select Media', 'blockyard');
	}
	return __('Select Image', 'blockyard');
}
