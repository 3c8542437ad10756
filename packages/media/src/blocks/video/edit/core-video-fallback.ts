// When the block's media item is gone, or is a file the hosted-video service does not have, the
// block becomes WordPress's own video block: it still plays the file, without the service.
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, getBlockType } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';

import type { VideoAttributes } from '../types';

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
 * Replaces the block with a core video block once `fallBack` is true (the media item is not a
 * hosted video). `keepId`: the media item exists, so the core block keeps its id. Nothing
 * happens where the editor has no core video block.
 */
export function useCoreVideoFallback(
	clientId: string,
	attributes: VideoAttributes,
	fallBack: boolean,
	keepId: boolean
): void {
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
