import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { CALENDLY_BUTTON_BLOCK, calendlyButtonLink, calendlyButtonText } from '../link-button';
import type { CalendlyStyle } from '../types';

/** The block's children as the block editor's store holds them (what this reads of them). */
type InnerBlock = { clientId: string; name: string; attributes: Record<string, unknown> };

/** The block editor's actions this uses. */
interface BlockEditorActions {
	replaceInnerBlocks: (clientId: string, blocks: unknown[], updateSelection?: boolean) => void;
	updateBlockAttributes: (clientId: string, attributes: Record<string, unknown>) => void;
}

/**
 * Keeps the Link style's button child: created when the style is Link and a page is embedded,
 * and always linking to the embedded page. While the style is Inline the child stays in the
 * editor (with the text and colours the user gave it) but is not saved.
 */
export function useLinkButton(clientId: string, style: CalendlyStyle, url: string | undefined): void {
	const button = useSelect(
		(select) =>
			(select(blockEditorStore) as unknown as { getBlocks: (id: string) => InnerBlock[] })
				.getBlocks(clientId)
				.find((block) => block.name === CALENDLY_BUTTON_BLOCK),
		[clientId]
	);
	const { replaceInnerBlocks, updateBlockAttributes } = useDispatch(
		blockEditorStore
	) as unknown as BlockEditorActions;
	useEffect(() => {
		if (style !== 'link' || !url) {
			return;
		}
		if (!button) {
			replaceInnerBlocks(
				clientId,
				[
					createBlock(CALENDLY_BUTTON_BLOCK, {
						...calendlyButtonLink(url),
						text: calendlyButtonText(),
					}),
				],
				false
			);
		} else if (button.attributes.url !== url) {
			updateBlockAttributes(button.clientId, calendlyButtonLink(url));
		}
	}, [button, clientId, replaceInnerBlocks, style, updateBlockAttributes, url]);
}
