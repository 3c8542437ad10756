// v1: the first saved markup. The figure held the hosted player's address (as text, for the
// site to turn into its embed), with the player's settings in its query; a page without that
// embed showed no player. It had no `maxWidth`, text tracks, seekbar colours or `playsinline`.
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';

import metadata from '../block.json';
import type { VideoAttributes } from '../types';

const ADDED_SINCE = new Set([
	'maxWidth',
	'videoPressTracks',
	'seekbarColor',
	'seekbarLoadingColor',
	'seekbarPlayedColor',
	'playsinline',
]);

type V1Attributes = Omit<
	VideoAttributes,
	| 'maxWidth'
	| 'videoPressTracks'
	| 'seekbarColor'
	| 'seekbarLoadingColor'
	| 'seekbarPlayedColor'
	| 'playsinline'
>;

const attributes: Record<string, unknown> = Object.fromEntries(
	Object.entries(metadata.attributes).filter(([name]) => !ADDED_SINCE.has(name))
);

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

function save({ attributes: saved }: { attributes: V1Attributes }) {
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

export const v1: BlockDeprecation<V1Attributes> = {
	attributes,
	supports: metadata.supports,
	save,
	// What v1 lacked takes today's defaults: no tracks, the player's colours, the column's width.
	migrate: (old: V1Attributes): VideoAttributes => ({
		...old,
		maxWidth: '100%',
		videoPressTracks: [],
		seekbarColor: '',
		seekbarLoadingColor: '',
		seekbarPlayedColor: '',
		playsinline: false,
	}),
} as unknown as BlockDeprecation<V1Attributes>;
