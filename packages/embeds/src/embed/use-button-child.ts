// Blocks whose saved form can be a button (a booking page's link, a checkout's modal) hold
// @blockyard/ui's `blockyard/button` as a child: the user edits its text and colours on it,
// the block keeps where it leads.
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { BUTTON_CHILD_BLOCK } from './button-child-block';

/** The block's children as the block editor's store holds them (what this reads of them). */
type InnerBlock = { clientId: string; name: string; attributes: Record<string, unknown> };

/** The block editor's actions this uses. */
interface BlockEditorActions {
	replaceInnerBlocks: (clientId: string, blocks: unknown[], updateSelection?: boolean) => void;
	updateBlockAttributes: (clientId: string, attributes: Record<string, unknown>) => void;
}

export interface ButtonChildOptions {
	/** Whether the block shows the button now (its style); the child is created only then. */
	readonly active: boolean;
	/** What the block decides on the button (where it leads): set on creation and kept in step. */
	readonly attributes: Readonly<Record<string, unknown>>;
	/** The button's text when it is created. */
	readonly text: string;
}

/**
 * Keeps block `clientId`'s button child: created (with `text`) when `active` and missing, and
 * its `attributes.url` kept equal to the block's. While not `active` the child stays in the
 * editor with what the user gave it; the block's `save` decides whether it is saved.
 *
 * @example
 * useButtonChild(clientId, { active: style === 'link' && Boolean(url), attributes: { element: 'a', url }, text });
 */
export function useButtonChild(clientId: string, { active, attributes, text }: ButtonChildOptions): void {
	const button = useSelect(
		(select) =>
			(select(blockEditorStore) as unknown as { getBlocks: (id: string) => InnerBlock[] })
				.getBlocks(clientId)
				.find((block) => block.name === BUTTON_CHILD_BLOCK),
		[clientId]
	);
	const { replaceInnerBlocks, updateBlockAttributes } = useDispatch(
		blockEditorStore
	) as unknown as BlockEditorActions;
	const url = attributes.url;
	useEffect(() => {
		if (!active) {
			return;
		}
		if (!button) {
			replaceInnerBlocks(clientId, [createBlock(BUTTON_CHILD_BLOCK, { ...attributes, text })], false);
		} else if (button.attributes.url !== url) {
			updateBlockAttributes(button.clientId, { ...attributes });
		}
		// `attributes` is the caller's literal; what it sets is followed through `url`.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [active, button, clientId, replaceInnerBlocks, updateBlockAttributes, url]);
}
