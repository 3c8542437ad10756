// Test-only: a core video block and a stand-in for the hosted video block, registered with the
// attributes the helpers read and write, so the helpers are tested without either block's code.
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import { VIDEO_BLOCK_NAME } from '../../blocks/video/name';
import { CORE_VIDEO_BLOCK_NAME } from '../conversion/video-attributes';

const bool = { type: 'boolean' } as const;
const text = { type: 'string' } as const;

const standIn = (name: string, title: string, attributes: Record<string, object>) => {
	if (!getBlockType(name)) {
		registerBlockType(name, {
			apiVersion: 3,
			title,
			category: 'media',
			attributes,
			edit: () => null,
			save: () => null,
		} as unknown as BlockConfiguration);
	}
};

export function registerCoreVideoStandIn(): void {
	standIn(CORE_VIDEO_BLOCK_NAME, 'Video', {
		autoplay: bool,
		caption: text,
		controls: { type: 'boolean', default: true },
		id: { type: 'number' },
		loop: bool,
		muted: bool,
		poster: text,
		preload: { type: 'string', default: 'metadata' },
		src: text,
		playsInline: bool,
	});
}

export function registerVideoBlockStandIn(): void {
	standIn(VIDEO_BLOCK_NAME, 'VideoPress', {
		autoplay: bool,
		caption: text,
		controls: { type: 'boolean', default: true },
		guid: text,
		id: { type: 'number' },
		loop: bool,
		muted: bool,
		playsinline: bool,
		poster: text,
		preload: { type: 'string', default: 'metadata' },
		src: text,
		title: text,
		description: text,
		videoPressTracks: { type: 'array', default: [] },
		fileForImmediateUpload: { type: 'object' },
	});
}
