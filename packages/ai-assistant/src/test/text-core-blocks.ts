// Registers core/paragraph, core/heading, core/list and core/list-item from
// @wordpress/block-library's own block.json and save, without their editor parts
// or transforms. Not `registerCoreBlocks()`: block-library is not pre-bundled by the
// shared vitest config, so its imports of @wordpress/rich-text and private-apis load a
// second copy of them that cannot unlock the pre-bundled packages' private APIs.
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import headingMetadata from '@wordpress/block-library/build-module/heading/block.json';
import headingSave from '@wordpress/block-library/build-module/heading/save.mjs';
import listItemMetadata from '@wordpress/block-library/build-module/list-item/block.json';
import listItemSave from '@wordpress/block-library/build-module/list-item/save.mjs';
import listMetadata from '@wordpress/block-library/build-module/list/block.json';
import listSave from '@wordpress/block-library/build-module/list/save.mjs';
import paragraphMetadata from '@wordpress/block-library/build-module/paragraph/block.json';
import paragraphSave from '@wordpress/block-library/build-module/paragraph/save.mjs';

import { AI_ASSISTANT_BLOCK_NAME } from '../feature/use-ai-availability';

const noEdit = () => null;

const blocks: ReadonlyArray<readonly [metadata: unknown, save: unknown]> = [
	[paragraphMetadata, paragraphSave],
	[headingMetadata, headingSave],
	[listMetadata, listSave],
	[listItemMetadata, listItemSave],
];

/** Registers the four core text blocks once. */
export function registerTextCoreBlocks(): void {
	for (const [metadata, save] of blocks) {
		const configuration = metadata as BlockConfiguration;
		if (getBlockType(configuration.name)) {
			continue;
		}
		// The modules are untyped; registerBlockType checks their shape at run time.
		const settings = { edit: noEdit, save } as unknown as Parameters<typeof registerBlockType>[1];
		registerBlockType(configuration, settings);
	}
}

/**
 * A stand-in for the AI Assistant block (its real registration lives elsewhere in the
 * package): the name and the two attributes a transform sets. Does nothing when a block of
 * that name is registered already.
 */
export function registerStandInAiBlock(): void {
	if (getBlockType(AI_ASSISTANT_BLOCK_NAME)) {
		return;
	}
	registerBlockType(AI_ASSISTANT_BLOCK_NAME, {
		apiVersion: 3,
		title: 'AI Assistant',
		category: 'text',
		attributes: { content: { type: 'string' }, originalContent: { type: 'string' } },
		edit: noEdit,
		save: () => null,
	});
}
