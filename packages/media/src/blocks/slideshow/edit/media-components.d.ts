// The block editor's media components the slideshow's edit uses, which the workspace's
// declaration of @wordpress/block-editor does not list (the package ships no types).
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactElement, ReactNode } from 'react';

	/** A media library item, or a file the placeholder hands over when it does not upload it. */
	export type SelectedMedia = Readonly<Record<string, unknown>>;

	export interface MediaPlaceholderProps {
		readonly icon?: ReactNode;
		readonly labels?: { readonly title?: string; readonly instructions?: string };
		readonly accept?: string;
		readonly allowedTypes?: readonly string[];
		readonly multiple?: boolean | 'add';
		/** `false`: the placeholder hands the chosen files to `onSelect` instead of uploading them. */
		readonly handleUpload?: boolean;
		readonly value?: unknown;
		readonly onSelect: (media: ArrayLike<File> | readonly SelectedMedia[]) => void;
		readonly onError?: (message: unknown) => void;
		readonly children?: ReactNode;
	}
	export const MediaPlaceholder: ComponentType<MediaPlaceholderProps>;

	export interface MediaUploadProps {
		readonly allowedTypes?: readonly string[];
		readonly multiple?: boolean;
		readonly gallery?: boolean;
		readonly value?: readonly number[];
		readonly onSelect: (media: readonly SelectedMedia[]) => void;
		readonly render: (props: { readonly open: () => void }) => ReactElement;
	}
	export const MediaUpload: ComponentType<MediaUploadProps>;
	export const MediaUploadCheck: ComponentType<{ readonly children?: ReactNode }>;
}
