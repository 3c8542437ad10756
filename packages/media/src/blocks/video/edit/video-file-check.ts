// Which files the block uploads: videos, of a type the site accepts (the editor's
// `allowedMimeTypes` setting, WordPress's allowed upload types, by extensions).
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/** WordPress's allowed upload types: extensions (`mp4|m4v`) to a MIME type (`video/mp4`). */
export type AllowedMimeTypes = Readonly<Record<string, string>>;

export const isVideoFile = (file: File): boolean => file.type.startsWith('video/');

/** The site's allowed video types as extensions, upper case (`MP4, M4V, WEBM`); empty when it takes none. */
export function allowedVideoExtensions(allowed: AllowedMimeTypes): string[] {
	return Object.entries(allowed)
		.filter(([, mime]) => mime.startsWith('video/'))
		.flatMap(([extensions]) => extensions.split('|'))
		.map((extension) => extension.toUpperCase());
}

/** The file input's `accept`: the site's video types when it says them, any video otherwise. */
export function videoAccept(allowed: AllowedMimeTypes | undefined): string {
	const types = allowed
		? [...new Set(Object.values(allowed).filter((mime) => mime.startsWith('video/')))]
		: [];
	return types.length > 0 ? types.join(',') : 'video/*';
}

/**
 * Why the block does not upload `file`, in words for the author, or `undefined` when it does: a
 * file that is not a video, or a video of a type the site does not accept (checked only where
 * the editor says which types the site accepts).
 */
export function videoFileRefusal(file: File, allowed: AllowedMimeTypes | undefined): string | undefined {
	if (!isVideoFile(file)) {
		return sprintf(
			/* translators: %s: a file name */
			__('“%s” is not a video. Choose a video file, such as an MP4, MOV or WebM.', 'blockyard'),
			file.name
		);
	}
	if (allowed === undefined || Object.values(allowed).includes(file.type)) {
		return undefined;
	}
	const extensions = allowedVideoExtensions(allowed);
	return extensions.length === 0
		? sprintf(
				/* translators: %s: a file name */
				__('“%s” cannot be uploaded: this site does not accept video files.', 'blockyard'),
				file.name
			)
		: sprintf(
				/* translators: 1: a file name, 2: the video types the site accepts, e.g. "MP4, M4V, WEBM" */
				__(
					'“%1$s” is a type of video this site does not accept. Choose one of these: %2$s.',
					'blockyard'
				),
				file.name,
				extensions.join(', ')
			);
}

interface BlockEditorSettings {
	readonly allowedMimeTypes?: AllowedMimeTypes | null;
}

/** The site's allowed upload types, from the editor's settings; `undefined` where it does not say. */
export function useAllowedMimeTypes(): AllowedMimeTypes | undefined {
	return useSelect(
		(select) =>
			(select(blockEditorStore) as unknown as { getSettings(): BlockEditorSettings }).getSettings()
				.allowedMimeTypes ?? undefined,
		[]
	);
}

/** {@link videoFileRefusal} for this editor's site. */
export function useVideoFileRefusal(): (file: File) => string | undefined {
	const allowed = useAllowedMimeTypes();
	return useMemo(() => (file: File) => videoFileRefusal(file, allowed), [allowed]);
}
