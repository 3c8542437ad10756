import { useRegisteredStore } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { aiAssistantStore } from '../../../store';
import type { AiAssistantAttributes } from '../../../types';
import type { SetAssistantAttributes } from './use-draft-attributes';
import type { Latest } from './use-latest';
import type { OriginalBlocks } from './use-original-blocks';
import type { AssistantRequest } from './use-reply-request';

export interface UseUndoToOriginalOptions {
	readonly clientId: string;
	readonly latest: Latest<AiAssistantAttributes>;
	readonly request: AssistantRequest;
	readonly originals: OriginalBlocks;
	readonly setAttributes: SetAssistantAttributes;
}

/** Puts back what the AI changed: the blocks it was made from, else the text before the last request. */
export function useUndoToOriginal({
	clientId,
	latest,
	request,
	originals,
	setAttributes,
}: UseUndoToOriginalOptions): () => void {
	const { replaceBlocks } = useDispatch(blockEditorStore);
	const session = useDispatch(useRegisteredStore(aiAssistantStore));
	return useCallback(() => {
		request.reset();
		const made = originals.peek();
		if (made !== undefined && made.length > 0) {
			originals.take();
			void session.forgetGenerations(clientId);
			replaceBlocks(clientId, [...made]);
			return;
		}
		setAttributes({ content: latest.current.originalContent ?? '' });
	}, [clientId, latest, originals, replaceBlocks, request, session, setAttributes]);
}
