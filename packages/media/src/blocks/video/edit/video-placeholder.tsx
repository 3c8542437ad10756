import { BlockPlaceholder, FocusKeptInBlock } from '@blockyard/ui';
import { MediaPlaceholder, type SelectedMedia } from '@wordpress/block-editor';
import { Button, Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { videoIcon } from '../icon';
import { problemOf } from './problem-of';
import type { InterruptedUpload } from './use-interrupted-uploads';
import { useVideoAvailability, type VideoAvailability } from './use-video-availability';
import { useAllowedMimeTypes, videoAccept, videoFileRefusal } from './video-file-check';

const ALLOWED_MEDIA_TYPES = ['video'];

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

/**
 * The placeholder where the site may not use the hosted video (or while that is being asked):
 * its Upload and Media Library buttons disabled (focusable, so a screen reader finds them and
 * the reason), the reason, Upgrade where the host knows the checkout, and "Turn on VideoPress"
 * where the site's module is off.
 */
function UnavailablePlaceholder({ availability }: { readonly availability: VideoAvailability }) {
	const [turningOn, setTurningOn] = useState(false);
	const [failure, setFailure] = useState<string>();
	const reason =
		availability.state === 'unavailable'
			? availability.reason
			: __('Checking whether this site can host videos…', 'blockyard');
	const activate = availability.state === 'unavailable' ? availability.activate : undefined;
	const turnOn = (run: () => Promise<void>) => {
		setTurningOn(true);
		setFailure(undefined);
		run().catch((error: unknown) => {
			setTurningOn(false);
			setFailure(
				sprintf(
					/* translators: %s: the site's error message */
					__('VideoPress could not be turned on: %s', 'blockyard'),
					problemOf(error)
				)
			);
		});
	};
	return (
		// The block's placeholder: the focus on its disabled Upload goes to the block once the
		// site's answer replaces it.
		<BlockPlaceholder icon={videoIcon} label={__('VideoPress', 'blockyard')} instructions={reason}>
			{failure !== undefined && (
				<Notice status="error" onRemove={() => setFailure(undefined)}>
					{failure}
				</Notice>
			)}
			{availability.state === 'checking' && <Spinner />}
			<Button variant="primary" disabled accessibleWhenDisabled>
				{__('Upload', 'blockyard')}
			</Button>
			<Button variant="secondary" disabled accessibleWhenDisabled>
				{__('Media Library', 'blockyard')}
			</Button>
			{availability.state === 'unavailable' && availability.upgradeUrl !== undefined && (
				<Button variant="link" href={availability.upgradeUrl}>
					{__('Upgrade', 'blockyard')}
				</Button>
			)}
			{activate !== undefined && (
				<Button
					variant="link"
					isBusy={turningOn}
					disabled={turningOn}
					accessibleWhenDisabled
					onClick={() => turnOn(activate)}
				>
					{__('Turn on VideoPress', 'blockyard')}
				</Button>
			)}
		</BlockPlaceholder>
	);
}

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
 * The empty block: upload a video (video files of a type the site accepts; anything else gets
 * a message), drop one, or pick one from the media library. It names the uploads that stopped
 * before they finished: choosing the same file resumes them. Where the site's plan does not
 * include the hosted video, or its VideoPress module is off, its buttons and drop zone are off
 * and it says why.
 */
export function VideoPlaceholder({ onFile, onMedia, interrupted, onForget }: VideoPlaceholderProps) {
	const [refused, setRefused] = useState<string>();
	const allowed = useAllowedMimeTypes();
	const availability = useVideoAvailability();
	const onSelect = (selected: unknown) => {
		if (areFiles(selected)) {
			const file = selected[0];
			const refusal = file ? videoFileRefusal(file, allowed) : undefined;
			if (file && refusal === undefined) {
				setRefused(undefined);
				onFile(file);
			} else {
				setRefused(refusal ?? '');
			}
			return;
		}
		const media = (Array.isArray(selected) ? selected[0] : selected) as SelectedMedia | undefined;
		if (media) {
			onMedia(media);
		}
	};
	if (availability.state !== 'available') {
		return <UnavailablePlaceholder availability={availability} />;
	}
	const notices = (
		<>
			{refused !== undefined && (
				<Notice status="error" onRemove={() => setRefused(undefined)}>
					{refused}
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
			accept={videoAccept(allowed)}
			allowedTypes={ALLOWED_MEDIA_TYPES}
			handleUpload={false}
			onSelect={onSelect}
		>
			{notices}
			<FocusKeptInBlock />
		</MediaPlaceholder>
	);
}
