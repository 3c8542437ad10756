// v1: the first saved markup. The figure held the hosted player's address (as text, for the
// site to turn into its embed), with the player's settings in its query; a page without that
// embed showed no player. It had no `maxWidth`, text tracks, seekbar colours or `playsinline`.
// A frozen copy: it imports nothing of today's block.
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation, BlockSaveProps } from '@wordpress/blocks';

import type { V1Attributes } from './types';

/** What a v1 block becomes: what it lacked takes its default. */
type MigratedV1 = V1Attributes & {
	maxWidth: string;
	videoPressTracks: never[];
	seekbarColor: string;
	seekbarLoadingColor: string;
	seekbarPlayedColor: string;
	playsinline: boolean;
};

/** The attributes version 1 declared. */
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
	muted: { type: 'boolean', default: false },
	poster: { type: 'string' },
	preload: { type: 'string', enum: ['auto', 'metadata', 'none'], default: 'metadata' },
	src: { type: 'string' },
	title: { type: 'string', default: '' },
	useAverageColor: { type: 'boolean', default: true },
	videoPressClassNames: { type: 'string', default: '' },
};

/** The hosted player's address v1 saved: only the settings that differ from the player's own. */
function playerAddress(saved: V1Attributes & { guid: string }): string {
	const query = new URLSearchParams({ resizeToParent: 'true', cover: 'true' });
	if (saved.autoplay) query.set('autoPlay', 'true');
	if (!saved.controls) query.set('controls', 'false');
	if (saved.loop) query.set('loop', 'true');
	if (saved.muted) {
		query.set('muted', 'true');
		query.set('persistVolume', 'false');
	}
	if (saved.poster) query.set('posterUrl', saved.poster);
	if (saved.preload !== 'metadata') query.set('preloadContent', saved.preload);
	if (!saved.useAverageColor) query.set('useAverageColor', 'false');
	return `https://videopress.com/v/${saved.guid}?${query.toString()}`;
}

function save({ attributes: stored }: BlockSaveProps<Record<string, unknown>>) {
	const saved = stored as V1Attributes;
	const { guid } = saved;
	if (guid === undefined || guid === '') {
		return null;
	}
	const blockProps = useBlockProps.save({
		className: saved.videoPressClassNames === '' ? undefined : saved.videoPressClassNames,
	});
	return (
		<figure {...blockProps}>
			<div className="wp-block-blockyard-video__wrapper">{`\n${playerAddress({ ...saved, guid })}\n`}</div>
			{typeof saved.caption === 'string' && saved.caption !== '' && (
				<RichText.Content tagName="figcaption" value={saved.caption} />
			)}
		</figure>
	);
}

export const v1: BlockDeprecation<MigratedV1> = {
	attributes,
	supports: { align: ['wide', 'full'], anchor: true, html: false },
	save,
	// What v1 lacked takes today's defaults: no tracks, the player's colours, the column's width.
	migrate: (old) => ({
		...(old as V1Attributes),
		maxWidth: '100%',
		videoPressTracks: [],
		seekbarColor: '',
		seekbarLoadingColor: '',
		seekbarPlayedColor: '',
		playsinline: false,
	}),
};
