import { RichText } from '@wordpress/block-editor';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CAPTION_CLASS } from '../markup';

export interface VideoPreviewProps {
	readonly src: string;
	readonly poster: string | undefined;
	readonly caption: string;
	readonly isSelected: boolean;
	readonly onCaptionChange: (caption: string) => void;
	/** The video's size once the browser knows it (for its aspect-ratio classes). */
	readonly onVideoSize: (width: number, height: number) => void;
}

/**
 * The video in the editor: the browser's player under an overlay, so a first click selects
 * the block instead of playing; a click on the overlay lets the player take clicks until the
 * block is deselected. Below it, the editable caption.
 */
export function VideoPreview(props: VideoPreviewProps) {
	const { isSelected } = props;
	const [interactive, setInteractive] = useState(false);
	useEffect(() => {
		if (!isSelected) {
			setInteractive(false);
		}
	}, [isSelected]);

	return (
		<>
			<div className="wp-block-blockyard-video__preview">
				<video
					controls
					preload="metadata"
					src={props.src}
					poster={props.poster}
					onLoadedMetadata={(event) =>
						props.onVideoSize(event.currentTarget.videoWidth, event.currentTarget.videoHeight)
					}
				/>
				{!interactive && (
					<button
						type="button"
						className="wp-block-blockyard-video__overlay"
						aria-label={__('Use the video player', 'blockyard')}
						onClick={() => setInteractive(true)}
					/>
				)}
			</div>
			{(isSelected || props.caption !== '') && (
				<RichText
					tagName="figcaption"
					className={CAPTION_CLASS}
					aria-label={__('Video caption text', 'blockyard')}
					placeholder={__('Write caption…', 'blockyard')}
					value={props.caption}
					onChange={props.onCaptionChange}
				/>
			)}
		</>
	);
}
