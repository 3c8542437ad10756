// v2: the browser's own player. The figure held a native `<video>` (its controls, autoplay,
// loop, muted, playsinline, preload, poster and file address) with one `<track>` per text
// track; the service's privacy and download settings could not hold for a file whose address
// was in the page. Replaced by the service's player address, which the site renders through
// oEmbed. A video with its file only (no guid) still saves this markup.
// A frozen copy: it imports nothing of today's block.
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation, BlockSaveProps } from '@wordpress/blocks';

import type { V2Attributes, V2Track } from './types';

const bool = (value: boolean) => ({ type: 'boolean', default: value });
const text = (value?: string) =>
	value === undefined ? { type: 'string' } : { type: 'string', default: value };

/** The attributes version 2 declared. */
const attributes = {
	autoplay: bool(false),
	caption: { type: 'string', source: 'html', selector: 'figcaption', default: '' },
	controls: bool(true),
	description: text(''),
	fileForImmediateUpload: { type: 'object', role: 'local', __experimentalRole: 'local' },
	guid: text(),
	id: { type: 'number' },
	isVideoPressExample: bool(false),
	loop: bool(false),
	maxWidth: text('100%'),
	muted: bool(false),
	playsinline: bool(false),
	poster: text(),
	preload: { type: 'string', enum: ['auto', 'metadata', 'none'], default: 'metadata' },
	seekbarColor: text(''),
	seekbarLoadingColor: text(''),
	seekbarPlayedColor: text(''),
	src: text(),
	title: text(''),
	useAverageColor: bool(true),
	videoPressClassNames: text(''),
	videoPressTracks: { type: 'array', default: [] },
};

/**
 * An address version 2 saved for a video, poster or track (the saved-output policy's rule then,
 * for the values a stored post has): http(s) with a host, or a path on the site.
 */
function address(value: unknown): string | undefined {
	const trimmed = typeof value === 'string' ? value.trim() : '';
	return /^(?:https?:\/\/[^/?#@\s\\]+|\/(?!\/))[^\s\\]*$/i.test(trimmed) ? trimmed : undefined;
}

/** The text tracks version 2 saved: each of a known kind, with an address. */
function tracks(value: unknown): V2Track[] {
	return (Array.isArray(value) ? (value as unknown[]) : []).flatMap((track) => {
		const { src, kind, srcLang, label } = (
			typeof track === 'object' && track !== null ? track : {}
		) as Partial<Record<keyof V2Track, unknown>>;
		const url = address(src);
		return url !== undefined &&
			typeof kind === 'string' &&
			['subtitles', 'captions', 'descriptions', 'chapters', 'metadata'].includes(kind)
			? [
					{
						src: url,
						kind: kind as V2Track['kind'],
						srcLang: typeof srcLang === 'string' ? srcLang : '',
						label: typeof label === 'string' ? label : '',
					},
				]
			: [];
	});
}

function save({ attributes: stored }: BlockSaveProps<Record<string, unknown>>) {
	const saved = stored as Partial<Record<keyof V2Attributes, unknown>>;
	const src = address(saved.src);
	if (src === undefined) {
		return null;
	}
	const width = typeof saved.maxWidth === 'string' ? saved.maxWidth.trim() : '';
	const blockProps = useBlockProps.save({
		className:
			typeof saved.videoPressClassNames === 'string' && saved.videoPressClassNames !== ''
				? saved.videoPressClassNames
				: undefined,
		// A CSS length other than the column's (100%).
		style:
			width !== '100%' && /^\d+(?:\.\d+)?(?:px|%|r?em|vw|vh|ch|ex|vmin|vmax|pt|cm|mm|in)$/.test(width)
				? { maxWidth: width }
				: undefined,
	});
	const caption = typeof saved.caption === 'string' ? saved.caption : '';
	return (
		<figure {...blockProps}>
			<video
				controls={saved.controls === true}
				autoPlay={saved.autoplay === true}
				loop={saved.loop === true}
				muted={saved.muted === true}
				playsInline={saved.playsinline === true}
				preload={
					saved.preload === 'auto' || saved.preload === 'none' || saved.preload === 'metadata'
						? saved.preload
						: undefined
				}
				poster={address(saved.poster)}
				src={src}
			>
				{tracks(saved.videoPressTracks).map((track) => (
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
