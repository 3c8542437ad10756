import { RichText } from '@wordpress/block-editor';
import { Button, Notice } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { PlayerFrame } from '../../../video-helpers/player-frame';
import { usePlayerReports } from '../../../video-helpers/player-state/use-player-reports';
import { CAPTION_CLASS, savedTracks } from '../markup';
import type { VideoTrack } from '../types';
import { type PreviewRetry, usePreviewRetry } from './use-preview-retry';

export interface VideoPreviewProps {
	readonly src: string;
	/**
	 * The service's player of the hosted video `guid`, as the editor's embed-preview lookup
	 * gave it: shown in place of the file, and its reports go into the `blockyard/media-source`
	 * store. Without it, the browser's player plays the file.
	 */
	readonly player?: { readonly guid: string; readonly frame: PlayerFrame };
	readonly poster: string | undefined;
	readonly caption: string;
	readonly isSelected: boolean;
	readonly onCaptionChange: (caption: string) => void;
	/** The video's size once the browser knows it (for its aspect-ratio classes). */
	readonly onVideoSize: (width: number, height: number) => void;
	/** The text tracks the player offers. */
	readonly tracks?: readonly VideoTrack[];
	/**
	 * The reloads of a preview that cannot load, when the block keeps them (e.g. to count a
	 * media item not ready yet as a failure too, and fetch it again at each `attempt`); by
	 * default the preview keeps its own.
	 */
	readonly retry?: PreviewRetry;
}

/** The service's player, in a frame the size its oEmbed gives (16:9 when it gives none). */
function PlayerFrameView({ frame }: { readonly frame: PlayerFrame }) {
	const { width, height } = frame;
	return (
		<iframe
			className="wp-block-blockyard-video__player"
			src={frame.src.href}
			title={frame.title || __('VideoPress video player', 'blockyard')}
			style={{ aspectRatio: width && height ? `${width} / ${height}` : '16 / 9' }}
			allow="autoplay; fullscreen; picture-in-picture"
			allowFullScreen
		/>
	);
}

/**
 * The video in the editor: the service's player (or, for a file the service does not host,
 * the browser's) under an overlay, so a first click selects the block instead of playing; a
 * click on the overlay lets the player take clicks until the block is deselected. Below it,
 * the editable caption. A file that cannot load is loaded again, up to 5 times, 2 s × the
 * failures so far apart; then the block says so.
 */
export function VideoPreview(props: VideoPreviewProps) {
	const { isSelected, player, onVideoSize } = props;
	const reportsRef = usePlayerReports(player?.guid);
	const playerWidth = player?.frame.width;
	const playerHeight = player?.frame.height;
	const onVideoSizeRef = useRef(onVideoSize);
	onVideoSizeRef.current = onVideoSize;
	useEffect(() => {
		// The player's size, as the oEmbed gives it, is the video's shape (as core's embeds read it).
		if (playerWidth !== undefined && playerHeight !== undefined) {
			onVideoSizeRef.current(playerWidth, playerHeight);
		}
	}, [playerWidth, playerHeight]);
	const [interactive, setInteractive] = useState(false);
	useEffect(() => {
		if (!isSelected) {
			setInteractive(false);
		}
	}, [isSelected]);
	const ownRetry = usePreviewRetry(props.src);
	const retry = props.retry ?? ownRetry;

	return (
		<>
			{!player && retry.gaveUp && (
				<Notice status="warning" isDismissible={false}>
					{__('The video could not be loaded. It may still be processing.', 'blockyard')}{' '}
					<Button variant="link" onClick={retry.reset}>
						{__('Try again', 'blockyard')}
					</Button>
				</Notice>
			)}
			<div className="wp-block-blockyard-video__preview" ref={reportsRef}>
				{player ? (
					<PlayerFrameView frame={player.frame} />
				) : (
					<video
						key={retry.attempt}
						controls
						preload="metadata"
						src={props.src}
						poster={props.poster}
						onLoadedMetadata={(event) =>
							props.onVideoSize(event.currentTarget.videoWidth, event.currentTarget.videoHeight)
						}
						onError={retry.fail}
					>
						{savedTracks(props.tracks).map((track) => (
							<track
								key={`${track.kind}/${track.srcLang}`}
								src={track.src}
								kind={track.kind}
								srcLang={track.srcLang}
								label={track.label}
							/>
						))}
					</video>
				)}
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
