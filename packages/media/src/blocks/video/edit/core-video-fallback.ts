// When the block's media item is gone, is a file the hosted-video service does not have, or cannot
// be read at all (a server error, the network), the block becomes WordPress's own video block: it
// still plays the file, without the service.
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, getBlockType } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';

import type { VideoAttributes } from '../types';
import type { VideoMetaState } from './use-video-meta';

/** WordPress's own video block. */
const CORE_VIDEO = 'core/video';

/** The core video block's attributes for this hosted video: its file, poster, caption and playing options, no guid. */
export function coreVideoAttributes(attributes: VideoAttributes, keepId: boolean): Record<string, unknown> {
	return {
		...(keepId && attributes.id !== undefined ? { id: attributes.id } : {}),
		...(attributes.src ? { src: attributes.src } : {}),
		...(attributes.poster ? { poster: attributes.poster } : {}),
		caption: attributes.caption,
		autoplay: attributes.autoplay,
		loop: attributes.loop,
		muted: attributes.muted,
		playsInline: attributes.playsinline,
		controls: attributes.controls,
		preload: attributes.preload,
	};
}

interface BlockEditorActions {
	replaceBlock(clientId: string, block: ReturnType<typeof createBlock>): void;
}

/**
 * Whether the block becomes a core video block, and whether that keeps the media id: a media
 * item that is not a hosted video (kept: it exists), one not found (dropped), and one whose
 * read failed in any other way, which may well exist (kept). Never while it loads.
 */
export function fallbackOf(video: Pick<VideoMetaState, 'status' | 'exists'>): {
	readonly fallBack: boolean;
	readonly keepId: boolean;
} {
	switch (video.status) {
		case 'not-hosted':
			return { fallBack: true, keepId: video.exists };
		case 'failed':
			return { fallBack: true, keepId: true };
		default:
			return { fallBack: false, keepId: false };
	}
}

/**
 * Replaces the block with a core video block (without the guid) once its media item turns out
 * not to be a hosted video, or cannot be read (see {@link fallbackOf}) — rather than waiting on
 * it. Nothing happens where the editor has no core video block.
 */
export function useCoreVideoFallback(
	clientId: string,
	attributes: VideoAttributes,
	video: Pick<VideoMetaState, 'status' | 'exists'>
): void {
	const { fallBack, keepId } = fallbackOf(video);
	const { replaceBlock } = useDispatch(blockEditorStore) as unknown as BlockEditorActions;
	// The attributes as they are when the media item turns out not to be hosted.
	const latest = useRef(attributes);
	latest.current = attributes;
	useEffect(() => {
		if (fallBack && getBlockType(CORE_VIDEO)) {
			replaceBlock(clientId, createBlock(CORE_VIDEO, coreVideoAttributes(latest.current, keepId)));
		}
	}, [fallBack, keepId, clientId, replaceBlock]);
}
