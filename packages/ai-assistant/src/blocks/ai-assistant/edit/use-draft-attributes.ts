import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import type { AiAssistantAttributes } from '../../../types';

export type SetAssistantAttributes = (changes: Partial<AiAssistantAttributes>) => void;

/**
 * Sets attributes as a draft, not an undo step. What a request writes into the block is a
 * draft: the undo step is Accept (or the user's own edit), so one undo after Accept goes back
 * to before the AI was asked.
 */
export function useDraftAttributes(setAttributes: SetAssistantAttributes): SetAssistantAttributes {
	const { __unstableMarkNextChangeAsNotPersistent } = useDispatch(blockEditorStore);
	return useCallback(
		(changes: Partial<AiAssistantAttributes>) => {
			__unstableMarkNextChangeAsNotPersistent();
			setAttributes(changes);
		},
		[__unstableMarkNextChangeAsNotPersistent, setAttributes]
	);
}
