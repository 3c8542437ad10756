import type { BlockSelection } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import { useStateWithHistory } from '@wordpress/compose';
import { useCallback, useRef } from '@wordpress/element';

import { NO_POST_DETAILS, type PostDetails } from '../host/post-details';

interface EditorValue {
	readonly blocks: Block[];
	readonly selection: BlockSelection | undefined;
	/** The post's excerpt and terms: undone and redone with the blocks. */
	readonly details: PostDetails;
}

/**
 * The blocks and the post's details being edited, with undo and redo. Typing
 * (`onInput`) extends the current undo step; a finished change (`onChange`) starts
 * a new one, and so does each change of the details (`onDetailsChange`) and a backup
 * brought back (`restore`).
 */
export function useEditorHistory(initialBlocks: Block[], initialDetails: PostDetails = NO_POST_DETAILS) {
	const history = useStateWithHistory<EditorValue>({
		blocks: initialBlocks,
		selection: undefined,
		details: initialDetails,
	});
	// useStateWithHistory types its value as unknown; it is what was set.
	const value = history.value as EditorValue;
	const { setValue } = history;
	// The latest value, so the callbacks keep their identity while it changes.
	const latest = useRef(value);
	latest.current = value;
	const onInput = useCallback(
		(blocks: Block[], { selection }: { selection?: BlockSelection }) =>
			setValue({ blocks, selection, details: latest.current.details }, true),
		[setValue]
	);
	const onChange = useCallback(
		(blocks: Block[], { selection }: { selection?: BlockSelection }) =>
			setValue({ blocks, selection, details: latest.current.details }, false),
		[setValue]
	);
	const onDetailsChange = useCallback(
		(details: PostDetails) => setValue({ ...latest.current, details }, false),
		[setValue]
	);
	// A backup brought back: its blocks and details together, one undo step.
	const restore = useCallback(
		(blocks: Block[], details: PostDetails) => setValue({ blocks, selection: undefined, details }, false),
		[setValue]
	);
	return {
		blocks: value.blocks,
		selection: value.selection,
		details: value.details,
		onInput,
		onChange,
		onDetailsChange,
		restore,
		hasUndo: history.hasUndo,
		hasRedo: history.hasRedo,
		undo: history.undo,
		redo: history.redo,
	};
}

export type EditorHistory = ReturnType<typeof useEditorHistory>;
