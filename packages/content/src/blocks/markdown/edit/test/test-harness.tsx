import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import { vi } from 'vitest';

import { MARKDOWN_BLOCK_NAME, registerMarkdownBlock } from '../../index';
import type { MarkdownAttributes } from '../../types';

/** Test-only: the registered block's edit with its toolbar, and spies on the editor's store. */

export const CLIENT_ID = 'markdown-1';

export type AttributeChange = Partial<MarkdownAttributes>;

export function spyOnMarkNotPersistent() {
	return vi.spyOn(dispatch(blockEditorStore), '__unstableMarkNextChangeAsNotPersistent');
}

export function spyOnRemoveBlock() {
	return vi.spyOn(dispatch(blockEditorStore), 'removeBlock').mockImplementation(async () => undefined);
}

/** Renders the block's edit through the shared harness (see `renderBlockEdit`), without a host. */
export function renderEdit(initial: AttributeChange = {}, initiallySelected = true) {
	return renderBlockEdit<MarkdownAttributes>({
		name: MARKDOWN_BLOCK_NAME,
		register: registerMarkdownBlock,
		attributes: { source: '', html: '', ...initial },
		clientId: CLIENT_ID,
		selected: initiallySelected,
		host: null,
	});
}
