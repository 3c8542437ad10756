import { MediaPlaceholder, type SelectedMedia } from '@wordpress/block-editor';
import { Button, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { videoIcon } from '../icon';
import type { InterruptedUpload } from './use-interrupted-uploads';

const ALLOWED_MEDIA_TYPES = ['video'];

export const isVideoFile = (file: File): boolean => file.type.startsWith('video/');

/**
 * Whether a value is a file. Told by its tag, not `instanceof File`: the editor's canvas is
 * an iframe, whose files are another window's.
 */
export const isFile = (value: unknown): value is File =>
	value instanceof File || Object.prototype.toString.call(value) === '[object File]';

const areFiles = (selected: unknown): selected is ArrayLike<File> =>
	typeof selected === 'object' &&
	selected !== null &&
	'length' in selected &&
	isFile((selected as ArrayLike<unknown>)[0]);

export interface VideoPlaceholderProps {
	/** A video file to upload. */
	readonly onFile: (file: File) => void;
	/** A video chosen from the media library. */
	readonly onMedia: (media: SelectedMedia) => void;
	/** Uploads the browser kept that never finished. */
	readonly interrupted: readonly InterruptedUpload[];
	readonly onForget: (key: string) => void;
}

/**
 * The empty block: upload a video (video files only; anything else gets a message), drop
 * one, or pick one from the media library. It names the uploads that stopped before they
 * finished: choosing the same file resumes them.
 */
export function VideoPlaceholder({ onFile, onMedia, interrupted, onForget }: VideoPlaceholderProps) {
	const [refused, setRefused] = useState<string>();
	const onSelect = (selected: unknown) => {
		if (areFiles(selected)) {
			const file = selected[0];
			if (file && isVideoFile(file)) {
				setRefused(undefined);
				onFile(file);
			} else {
				setRefused(file?.name ?? '');
			}
			return;
		}
		const media = (Array.isArray(selected) ? selected[0] : selected) as SelectedMedia | undefined;
		if (media) {
			onMedia(media);
		}
	};
	const notices = (
		<>
			{refused !== undefined && (
				<Notice status="error" onRemove={() => setRefused(undefined)}>
					{sprintf(
						/* translators: %s: a file name */
						__(
							'“%s” is not a video. Choose a video file, such as an MP4, MOV or WebM.',
							'blockyard'
						),
						refused
					)}
				</Notice>
			)}
			{interrupted.map((upload) => (
				<Notice key={upload.key} status="info" isDismissible={false}>
					{sprintf(
						/* translators: %s: a file name */
						__(
							'The upload of “%s” stopped before it finished. Choose the same file to resume it.',
							'blockyard'
						),
						upload.fileName
					)}{' '}
					<Button variant="link" onClick={() => onForget(upload.key)}>
						{__('Forget it', 'blockyard')}
					</Button>
				</Notice>
			))}
		</>
	);
	return (
		<MediaPlaceholder
			icon={videoIcon}
			labels={{
				title: __('VideoPress', 'blockyard'),
				instructions: __('Upload a video file, or pick one from your media library.', 'blockyard'),
			}}
			accept="video/*"
			allowedTypes={ALLOWED_MEDIA_TYPES}
			handleUpload={false}
			onSelect={onSelect}
		>
			{notices}
		</MediaPlaceholder>
	);
}
