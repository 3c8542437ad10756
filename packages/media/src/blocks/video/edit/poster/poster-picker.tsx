import { MediaUpload, MediaUploadCheck, type SelectedMedia } from '@wordpress/block-editor';
import { Button, Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { FrameSlider } from './frame-slider';
import { usePosterChange } from './use-poster-change';

const IMAGES = ['image'];

export interface PosterPickerProps {
	/** The hosted video. */
	readonly guid: string;
	/** The video file's address (for the frame slider). */
	readonly src: string;
	/** The block's poster: unset, or `''` once removed. */
	readonly poster: string | undefined;
	/** The new poster's address; `''` when removed. */
	readonly onPoster: (url: string) => void;
}

const isImage = (media: SelectedMedia): boolean =>
	media['type'] === 'image' ||
	(typeof media['mime_type'] === 'string' && media['mime_type'].startsWith('image/')) ||
	(typeof media['mime'] === 'string' && media['mime'].startsWith('image/'));

/**
 * The video's poster: the image now, 'Select poster image' from the media library (images
 * only), 'Remove', and a frame of the video chosen with a slider. The service gets every
 * change first; a frame takes a moment to make ('Generating poster…', then, when the service
 * takes a while, that it is still at it).
 */
export function PosterPicker({ guid, src, poster, onPoster }: PosterPickerProps) {
	const posterChange = usePosterChange(guid, onPoster);
	const [refused, setRefused] = useState(false);
	const error = refused ? __('Choose an image for the poster.', 'blockyard') : posterChange.error;

	return (
		<div className="wp-block-blockyard-video__poster-picker">
			{poster ? (
				<img
					className="wp-block-blockyard-video__poster-image"
					src={poster}
					alt={__('The video’s poster', 'blockyard')}
				/>
			) : (
				<p>{__('No poster image: the player shows the video’s first frame.', 'blockyard')}</p>
			)}
			<div className="wp-block-blockyard-video__poster-actions">
				<MediaUploadCheck>
					<MediaUpload
						allowedTypes={IMAGES}
						onSelect={(media: SelectedMedia) => {
							const id = media['id'];
							if (!isImage(media) || typeof id !== 'number') {
								setRefused(true);
								return;
							}
							setRefused(false);
							const url = typeof media['url'] === 'string' ? media['url'] : undefined;
							posterChange.change({ posterAttachmentId: id }, url);
						}}
						render={({ open }: { open: () => void }) => (
							<Button variant="secondary" onClick={open} disabled={posterChange.generating}>
								{__('Select poster image', 'blockyard')}
							</Button>
						)}
					/>
				</MediaUploadCheck>
				{poster ? (
					<Button
						variant="tertiary"
						isDestructive
						disabled={posterChange.generating}
						onClick={() => onPoster('')}
					>
						{__('Remove', 'blockyard')}
					</Button>
				) : null}
			</div>
			<FrameSlider
				src={src}
				busy={posterChange.generating}
				onChoose={(atTime) => {
					setRefused(false);
					posterChange.change({ atTime });
				}}
			/>
			{posterChange.generating && (
				<p className="wp-block-blockyard-video__poster-status" role="status">
					<Spinner />
					{posterChange.stillGenerating
						? __(
								'Still generating the poster: the video service is taking a while with this frame.',
								'blockyard'
							)
						: __('Generating poster…', 'blockyard')}
				</p>
			)}
			{error !== undefined && (
				<Notice status="error" isDismissible={false}>
					{sprintf(/* translators: %s: what went wrong */ __('Error: %s', 'blockyard'), error)}
				</Notice>
			)}
		</div>
	);
}
