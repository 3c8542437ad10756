import type { BlockSelection } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import { useStateWithHistory } from '@wordpress/compose';
import { useCallback } from '@wordpress/element';

interface EditorValue {
	readonly blocks: Block[];
	readonly selection: BlockSelection | undefined;
}

/**
 * The blocks being edited, with undo and redo. Typing (`onInput`) extends the
 * current undo step; a finished change (`onChange`) starts a new one.
 */
export function useEditorHistory(initialBlocks: Block[]) {
	const history = useStateWithHistory<EditorValue>({ blocks: initialBlocks, selection: undefined });
	// useStateWithHistory types its value as unknown; it is what was set.
	const value = history.value as EditorValue;
	const { setValue } = history;
	const onInput = useCallback(
		(blocks: Block[], { selection }: { selection?: BlockSelection }) =>
			setValue({ blocks, selection }, true),
		[setValue]
	);
	const onChange = useCallback(
		(blocks: Block[], { selection }: { selection?: BlockSelection }) =>
			setValue({ blocks, selection }, false),
		[setValue]
	);
	return {
		blocks: value.blocks,
		selection: value.selection,
		onInput,
		onChange,
		hasUndo: history.hasUndo,
		hasRedo: history.hasRedo,
		undo: history.undo,
		redo: history.redo,
	};
}

export type EditorHistory = ReturnType<typeof useEditorHistory>;
