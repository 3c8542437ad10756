import { useTracker } from '@blockyard/connection';
import { InspectorControls, store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { Button, Notice } from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { VIDEO_BLOCK_NAME } from '../../blocks/video/name';
import { CONVERSION_EVENTS } from './usage-events';
import { useHostedCoreVideos, type HostedCoreVideo } from './use-hosted-core-videos';
import { convertedVideoAttributes, type CoreVideoAttributes } from './video-attributes';

interface BlockEditorActions {
	replaceBlock(clientId: string, block: ReturnType<typeof createBlock>): void;
}

interface BlockEditorReads {
	getBlockAttributes(clientId: string): CoreVideoAttributes | null;
}

/** Replaces each of these core videos with the hosted video block, in one step of the undo history. */
function useConvert(): (videos: readonly HostedCoreVideo[]) => void {
	const registry = useRegistry();
	return (videos) =>
		registry.batch(() => {
			const editor = registry.select(blockEditorStore) as unknown as BlockEditorReads;
			const actions = registry.dispatch(blockEditorStore) as unknown as BlockEditorActions;
			for (const { clientId, guid } of videos) {
				const attributes = editor.getBlockAttributes(clientId);
				if (attributes) {
					actions.replaceBlock(
						clientId,
						createBlock(VIDEO_BLOCK_NAME, { ...convertedVideoAttributes(attributes, guid) })
					);
				}
			}
		});
}

/**
 * In the sidebar of a selected core video block: when the post has core videos whose files the
 * hosted-video service has, an offer to turn them all into hosted video blocks. The click is
 * recorded as a usage event (for a connected user).
 */
export default function ConversionNotice() {
	const videos = useHostedCoreVideos();
	const convert = useConvert();
	const recordEvent = useTracker();
	if (videos.length === 0) {
		return null;
	}
	return (
		<InspectorControls>
			<div className="blockyard-video-conversion">
				<Notice status="info" isDismissible={false}>
					<p>
						{__(
							'This post has video blocks whose files VideoPress hosts. As VideoPress blocks they get its player, with chapters, tracks and privacy settings.',
							'blockyard'
						)}
					</p>
					<Button
						variant="primary"
						onClick={() => {
							recordEvent(CONVERSION_EVENTS.manualConversionClick, { blocks: videos.length });
							convert(videos);
						}}
					>
						{__('Transform blocks to VideoPress', 'blockyard')}
					</Button>
				</Notice>
			</div>
		</InspectorControls>
	);
}
