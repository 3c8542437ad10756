import { safeRichText } from '@blockyard/api-client';
import { RichText, useBlockProps } from '@wordpress/block-editor';

import { CAPTION_CLASS, figureStyle, savedAddress, savedTracks } from './markup';
import type { VideoAttributes } from './types';

/**
 * The visitor's video: the browser's own player (`<video>` with its controls, poster and text
 * tracks) in a figure with the caption, so it plays without any script. The hosted player's
 * settings that a native player has no use for (seekbar colours, average colour) stay in the
 * block's attributes only. A video with no file yet (or one still uploading) saves nothing.
 * Addresses and the width go through the saved-output policy.
 */
export default function save({ attributes }: { attributes: VideoAttributes }) {
	const { videoPressClassNames } = attributes;
	const caption = safeRichText(attributes.caption);
	const src = savedAddress(attributes.src);
	if (src === undefined) {
		return null;
	}
	const blockProps = useBlockProps.save({
		className:
			typeof videoPressClassNames === 'string' && videoPressClassNames !== ''
				? videoPressClassNames
				: undefined,
		style: figureStyle(attributes.maxWidth),
	});
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
			{caption !== '' && (
				<RichText.Content tagName="figcaption" className={CAPTION_CLASS} value={caption} />
			)}
		</figure>
	);
}
