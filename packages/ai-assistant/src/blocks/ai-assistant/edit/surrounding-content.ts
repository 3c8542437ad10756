import { store as blockEditorStore } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import type { DataRegistry } from '@wordpress/data';

import { blockToMarkdown } from '../../../markdown/block-to-markdown';

/** The post's blocks around an AI block, as markdown, for "based on preceding/entire content". */
export interface SurroundingContent {
	/** Every block before this one. */
	readonly preceding: string;
	/** Every block but this one. */
	readonly entire: string;
}

const toMarkdown = (blocks: readonly Block[]) =>
	blocks
		.map((block) => blockToMarkdown(block))
		.filter((text) => text.trim() !== '')
		.join('\n\n');

/** Read when a request is made, not on every render: it serializes the whole post (of the editor whose registry is given). */
export function surroundingContent(
	clientId: string,
	registry: Pick<DataRegistry, 'select'>
): SurroundingContent {
	const editor = registry.select(blockEditorStore);
	const blocks = editor.getBlocks();
	const index = blocks.findIndex((block) => block.clientId === clientId);
	const others = blocks.filter((block) => block.clientId !== clientId);
	return {
		preceding: toMarkdown(index < 0 ? others : blocks.slice(0, index)),
		entire: toMarkdown(others),
	};
}
