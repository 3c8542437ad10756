import type { Block } from '@wordpress/blocks';

import { blockToMarkdown } from '../../markdown/block-to-markdown';

/** What of the block editor's store the surrounding text is read from. */
export interface SiblingsSource {
	getBlockRootClientId(clientId: string): string | null;
	getBlocks(rootClientId?: string): Block[];
}

/**
 * The text around a block, as an alt text suggestion sends it for context: the nearest block
 * with text before it and the nearest after it among its siblings, each as markdown, separated
 * by a blank line. Empty when neither has text.
 *
 * @example
 * surroundingText(registry.select(blockEditorStore), clientId);
 * // 'Our hives are on the hill.\n\nThe bees fly at dawn.'
 */
export function surroundingText(editor: SiblingsSource, clientId: string): string {
	const siblings = editor.getBlocks(editor.getBlockRootClientId(clientId) ?? undefined);
	const at = siblings.findIndex((block) => block.clientId === clientId);
	if (at === -1) {
		return '';
	}
	const nearest = (blocks: readonly Block[]): string =>
		blocks.map(blockToMarkdown).find((text) => text !== '') ?? '';
	return [nearest(siblings.slice(0, at).reverse()), nearest(siblings.slice(at + 1))]
		.filter((text) => text !== '')
		.join('\n\n');
}
