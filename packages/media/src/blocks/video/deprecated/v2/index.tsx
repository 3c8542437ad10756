// v2: the browser's own player. The figure held a native `<video>` (its controls, autoplay,
// loop, muted, playsinline, preload, poster and file address) with one `<track>` per text
// track; the service's privacy and download settings could not hold for a file whose address
// was in the page. Replaced by the service's player address, which the site renders through
// oEmbed. A video with its file only (no guid) still saves this markup.
// A frozen copy: it imports nothing of today's block.
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation, BlockSaveProps } from '@wordpress/blocks';

import { v2Address, v2FigureStyle, v2Tracks } from './markup';
import type { V2Attributes } from './types';

/** The attributes version 2 declared. */
const attributes = {
	autoplay: { type: 'boolean', default: false },
	caption: { type: 'string', source: 'html', selector: 'figcaption', default: '' },
	controls: { type: 'boolean', default: true },
	description: { type: 'string', default: '' },
	fileForImmediateUpload: { type: 'object', role: 'local', __experimentalRole: 'local' },
	guid: { type: 'string' },
	id: { type: 'number' },
	isVideoPressExample: { type: 'boolean', default: false },
	loop: { type: 'boolean', default: false },
	maxWidth: { type: 'string', default: '100%' },
	muted: { type: 'boolean', default: false },
	playsinline: { type: 'boolean', default: false },
	poster: { type: 'string' },
	preload: { type: 'string', enum: ['auto', 'metadata', 'none'], default: 'metadata' },
	seekbarColor: { type: 'string', default: '' },
	seekbarLoadingColor: { type: 'string', default: '' },
	seekbarPlayedColor: { type: 'string', default: '' },
	src: { type: 'string' },
	title: { type: 'string', default: '' },
	useAverageColor: { type: 'boolean', default: true },
	videoPressClassNames: { type: 'string', default: '' },
	videoPressTracks: { type: 'array', default: [] },
};

function save({ attributes: stored }: BlockSaveProps<Record<string, unknown>>) {
	const saved = stored as Partial<Record<keyof V2Attributes, unknown>>;
	const src = v2Address(saved.src);
	if (src === undefined) {
		return null;
	}
	const caption = typeof saved.caption === 'string' ? saved.caption : '';
	const blockProps = useBlockProps.save({
		className:
			typeof saved.videoPressClassNames === 'string' && saved.videoPressClassNames !== ''
				? saved.videoPressClassNames
				: undefined,
		style: v2FigureStyle(saved.maxWidth),
	});
	const preload =
		saved.preload === 'auto' || saved.preload === 'none' || saved.preload === 'metadata'
			? saved.preload
			: undefined;
	return (
		<figure {...blockProps}>
			<video
				controls={saved.controls === true}
				autoPlay={saved.autoplay === true}
				loop={saved.loop === true}
				muted={saved.muted === true}
				playsInline={saved.playsinline === true}
				preload={preload}
				poster={v2Address(saved.poster)}
				src={src}
			>
				{v2Tracks(saved.videoPressTracks).map((track) => (
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
				<RichText.Content tagName="figcaption" className="wp-element-caption" value={caption} />
			)}
		</figure>
	);
}

export const v2: BlockDeprecation<V2Attributes> = {
	attributes,
	supports: { align: ['wide', 'full'], anchor: true, html: false },
	save,
	// Today's block has the same attributes; what changed is what it saves from them.
	migrate: (old) => ({ ...(old as V2Attributes) }),
};
