import type { Block } from '@wordpress/blocks';

import { isTextBlockName, TEXT_BLOCK_NAMES, type TextBlockName } from './text-block-names';

export { isTextBlockName, TEXT_BLOCK_NAMES, type TextBlockName };

/** What {@link aiTargetClientId} reads of the block tree (the block-editor store's selectors). */
export interface BlockTreeReader {
	getBlockName(clientId: string): string | null;
	getBlockRootClientId(clientId: string): string | null;
}

/**
 * The block an AI action on `clientId` works on and replaces: a paragraph or a
 * heading itself; for a list item or a nested list, the outermost list around
 * it. An AI block cannot live inside a list (a list holds only list items, a
 * list item only lists), so the whole list goes to the AI, and comes back as a
 * whole list. Null when `clientId` is not one of {@link TEXT_BLOCK_NAMES}, or
 * is a list item outside a list.
 */
export function aiTargetClientId(tree: BlockTreeReader, clientId: string): string | null {
	let current = clientId;
	let name = tree.getBlockName(current);
	if (!isTextBlockName(name)) {
		return null;
	}
	while (name === 'core/list-item' || name === 'core/list') {
		const parent = tree.getBlockRootClientId(current);
		const parentName = parent === null ? null : tree.getBlockName(parent);
		const climbs =
			name === 'core/list-item' ? parentName === 'core/list' : parentName === 'core/list-item';
		if (parent === null || !climbs) {
			break;
		}
		current = parent;
		name = parentName;
	}
	return name === 'core/list-item' ? null : current;
}

/** True when rich-text HTML shows some text (tags, entities for spaces and whitespace aside). */
export function hasVisibleText(html: string): boolean {
	return (
		html
			.replace(/<[^>]*>/g, '')
			.replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
			.trim() !== ''
	);
}

/**
 * Whether the block has text for the AI to work on: its `content` (paragraph,
 * heading, list item), or for a list, any of its items, nested ones included.
 */
export function blockHasText(block: Block): boolean {
	const { content } = block.attributes;
	if (content !== undefined && content !== null && contentHasText(content)) {
		return true;
	}
	return block.innerBlocks.some(blockHasText);
}

/** An inline object's place in rich text's plain text (an image, say): not text. */
const OBJECT_REPLACEMENT = /\uFFFC/g;

/**
 * Whether rich text content shows some text. Since WordPress 6.5 it is a `RichTextData` object,
 * whose plain `text` is read as it is (the editor asks on every change of the store while a text
 * block is selected, so its HTML is not made for that); before, an HTML string.
 */
function contentHasText(content: unknown): boolean {
	const { text } = content as { text?: unknown };
	return typeof text === 'string'
		? text.replace(OBJECT_REPLACEMENT, '').trim() !== ''
		: hasVisibleText(String(content));
}
