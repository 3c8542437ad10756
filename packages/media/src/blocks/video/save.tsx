import { RichText, useBlockProps } from '@wordpress/block-editor';

import { CAPTION_CLASS, figureStyle, isSavedAddress } from './markup';
import type { VideoAttributes } from './types';

/**
 * The visitor's video: the browser's own player (`<video>` with its controls, poster and text
 * tracks) in a figure with the caption, so it plays without any script. The hosted player's
 * settings that a native player has no use for (seekbar colours, average colour) stay in the
 * block's attributes only. A video with no file yet (or one still uploading) saves nothing.
 */
export default function save({ attributes }: { attributes: VideoAttributes }) {
	const { src, poster, caption, videoPressClassNames, videoPressTracks } = attributes;
	if (!isSavedAddress(src)) {
		return null;
	}
	const blockProps = useBlockProps.save({
		className: videoPressClassNames === '' ? undefined : videoPressClassNames,
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
				poster={isSavedAddress(poster) ? poster : undefined}
				src={src}
			>
				{videoPressTracks.map((track) => (
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
