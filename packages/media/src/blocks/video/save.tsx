import { safeRichText } from '@blockyard/api-client';
import { RichText, useBlockProps } from '@wordpress/block-editor';

import {
	CAPTION_CLASS,
	figureStyle,
	PLAYER_FIGURE_CLASSES,
	PLAYER_WRAPPER_CLASS,
	playerAddress,
	savedAddress,
	savedTracks,
} from './markup';
import type { VideoAttributes } from './types';

/** The figure's own classes (its aspect ratio), when it has any. */
const classNamesOf = (value: unknown): string | undefined =>
	typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The visitor's video. A hosted video (a guid) saves the address of the service's player,
 * `https://videopress.com/v/{guid}?…` with the player's settings in its query, in the figure's
 * embed wrapper, as the service's own blocks do: the site renders it as the service's player
 * through oEmbed, and the service decides who may play it and download it. No file address is
 * saved. A video without a guid (its file only) saves the browser's own player. A video with
 * neither (or one still uploading) saves nothing. Addresses, colours and the width go through
 * the saved-output policy.
 */
export default function save({ attributes }: { attributes: VideoAttributes }) {
	const caption = safeRichText(attributes.caption);
	const address = playerAddress(attributes);
	const classNames = classNamesOf(attributes.videoPressClassNames);
	const style = figureStyle(attributes.maxWidth);
	const captionElement = caption !== '' && (
		<RichText.Content tagName="figcaption" className={CAPTION_CLASS} value={caption} />
	);
	if (address !== undefined) {
		const blockProps = useBlockProps.save({
			className: [PLAYER_FIGURE_CLASSES, classNames].filter(Boolean).join(' '),
			style,
		});
		return (
			<figure {...blockProps}>
				<div className={PLAYER_WRAPPER_CLASS}>{`\n${address}\n`}</div>
				{captionElement}
			</figure>
		);
	}
	const src = savedAddress(attributes.src);
	if (src === undefined) {
		return null;
	}
	const blockProps = useBlockProps.save({ className: classNames, style });
	return (
		<figure {...blockProps}>
			<video
				controls={attributes.controls}
				autoPlay={attributes.autoplay}
				loop={attributes.loop}
				muted={attributes.muted}
				playsInline={attributes.playsinline}
				preload={attributes.preload}
				poster={savedAddress(attributes.poster)}
				src={src}
			>
				{savedTracks(attributes.videoPressTracks).map((track) => (
					<track
						key={`${track.kind}-${track.srcLang}`}
						src={track.src}
						kind={track.kind}
						srcLang={track.srcLang}
						label={track.label}
					/>
				))}
			</video>
			{captionElement}
		</figure>
	);
}
