// 'Convert block to link': the block becomes a paragraph holding a link to the address, so
// what the editor pasted is kept even when it cannot be embedded.
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { linkParagraphContent } from './link-paragraph';

/**
 * A function that replaces the block `clientId` with a core paragraph linking to `url`
 * (an http or https address; anything else becomes the paragraph's text, unlinked).
 *
 * @example
 * const convertToLink = useConvertToLink(clientId);
 * convertToLink(embed.text);
 */
export function useConvertToLink(clientId: string): (url: string) => void {
	const { replaceBlock } = useDispatch(blockEditorStore);
	return useCallback(
		(url: string) => {
			replaceBlock(clientId, createBlock('core/paragraph', { content: linkParagraphContent(url) }));
		},
		[clientId, replaceBlock]
	);
}
