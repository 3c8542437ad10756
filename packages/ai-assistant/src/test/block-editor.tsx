// The block editor as the block and extension tests render it: the page's block-editor store
// holding the blocks, every block on screen, and the editor around them with a test host.
import { act } from '@testing-library/react';
import { BlockEditorProvider, BlockList, store as blockEditorStore } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import type { BlockyardHost } from '@blockyard/ui';

import { letStreamRun, renderWithHost } from './test-host';

/** Does `action`, then lets every request, answer and stream event that follows run. */
export async function drive(action: () => void = () => undefined): Promise<void> {
	await act(async () => {
		action();
		await letStreamRun();
	});
}

/** What the block list dispatches for the blocks its IntersectionObserver sees on screen. */
interface BlockVisibilityActions {
	setBlockVisibility(updates: Readonly<Record<string, boolean>>): void;
}

/**
 * Puts every block on screen, as a browser's IntersectionObserver reports them to the block
 * list (happy-dom's reports none): the edit of a block neither selected nor on screen reads the
 * store only when the browser is idle, which would leave the tests to timing.
 */
export function showAllBlocks(): void {
	const onScreen = Object.fromEntries(
		select(blockEditorStore)
			.getClientIdsWithDescendants()
			.map((id) => [id, true])
	);
	(dispatch(blockEditorStore) as unknown as BlockVisibilityActions).setBlockVisibility(onScreen);
}

/** Puts `blocks` in the editor, every one on screen, and renders the block list with `host`. */
export function renderBlockEditor(blocks: Block[], host: BlockyardHost) {
	void dispatch(blockEditorStore).resetBlocks(blocks);
	showAllBlocks();
	return renderWithHost(
		<BlockEditorProvider value={select(blockEditorStore).getBlocks()} useSubRegistry={false}>
			<BlockList />
		</BlockEditorProvider>,
		host
	);
}
