import type { ReactNode } from 'react';

/** The props the block editor gives its `MediaUpload` component (the ones the picker reads). */
export interface MediaUploadProps {
	readonly allowedTypes?: readonly string[];
	/** Several items (a gallery); `add` when they join those already there. */
	readonly multiple?: boolean | 'add';
	readonly gallery?: boolean;
	/** What is chosen already: an attachment id, or a gallery's ids. */
	readonly value?: unknown;
	readonly onSelect: (media: unknown) => void;
	readonly render: (options: { open: () => void }) => ReactNode;
	readonly modalClass?: string;
	readonly unstableFeaturedImageFlow?: boolean;
}

const hasValue = (value: unknown) =>
	Array.isArray(value)
		? value.length > 0
		: typeof value === 'number'
			? value > 0
			: typeof value === 'string' && value !== '';

/** The button sets the post's featured image. */
export const isFeaturedImage = (props: MediaUploadProps): boolean =>
	props.unstableFeaturedImageFlow === true || (props.modalClass ?? '').includes('featured-image');

export const hasChosenMedia = (props: MediaUploadProps): boolean => hasValue(props.value);

/**
 * Whether the picker's sources join this media button: buttons that take images, but not a
 * gallery's "add more" (it has its images already) nor a block's Replace menu (an image chosen,
 * one item), whose menu entry stays the editor's own.
 */
export function takesExternalMedia(props: MediaUploadProps): boolean {
	if (!(props.allowedTypes ?? []).includes('image')) {
		return false;
	}
	if (props.gallery && hasValue(props.value)) {
		return false;
	}
	return isFeaturedImage(props) || props.multiple ? true : !hasValue(props.value);
}
