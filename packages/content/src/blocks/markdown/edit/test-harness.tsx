import { render } from '@testing-library/react';
import { BlockControls, BlockEdit, store as blockEditorStore } from '@wordpress/block-editor';
import { SlotFillProvider } from '@wordpress/components';
import { dispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { vi } from 'vitest';

import { MARKDOWN_BLOCK_NAME, registerMarkdownBlock } from '../index';
import type { MarkdownAttributes } from '../types';

/** Test-only: the registered block's edit (loaded lazily, as in the editor) with its toolbar. */

export const CLIENT_ID = 'markdown-1';

export type AttributeChange = Partial<MarkdownAttributes>;

export function spyOnMarkNotPersistent() {
	return vi.spyOn(dispatch(blockEditorStore), '__unstableMarkNextChangeAsNotPersistent');
}

export function spyOnRemoveBlock() {
	return vi.spyOn(dispatch(blockEditorStore), 'removeBlock').mockImplementation(async () => undefined);
}

/**
 * Renders the block as the editor would: attributes in state, each `setAttributes` merged in
 * and recorded in `changes`, the toolbar's controls in a `toolbar`. `select(false)` deselects it.
 */
export function renderEdit(initial: AttributeChange = {}, initiallySelected = true) {
	registerMarkdownBlock();
	const changes: AttributeChange[] = [];
	let current: MarkdownAttributes = { source: '', html: '', ...initial };
	let setSelected: (selected: boolean) => void = () => undefined;

	function Harness() {
		const [attributes, setState] = useState<MarkdownAttributes>(current);
		const [isSelected, select] = useState(initiallySelected);
		setSelected = select;
		const setAttributes = useCallback((change: Record<string, unknown>) => {
			changes.push(change as AttributeChange);
			current = { ...current, ...change };
			setState(current);
		}, []);
		return (
			<SlotFillProvider>
				<div role="toolbar" aria-label="Block tools">
					<BlockControls.Slot />
				</div>
				<BlockEdit
					name={MARKDOWN_BLOCK_NAME}
					clientId={CLIENT_ID}
					isSelected={isSelected}
					attributes={attributes}
					setAttributes={setAttributes}
					mayDisplayControls={isSelected}
				/>
			</SlotFillProvider>
		);
	}

	const view = render(<Harness />);
	return {
		...view,
		changes,
		attributes: () => current,
		select: (selected: boolean) => setSelected(selected),
	};
}
