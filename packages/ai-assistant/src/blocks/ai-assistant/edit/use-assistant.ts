import { useCallback } from '@wordpress/element';

import type { AiAssistantAttributes } from '../../../types';
import { useAccept } from './use-accept';
import { useDraftAttributes, type SetAssistantAttributes } from './use-draft-attributes';
import { useLatest } from './use-latest';
import { useOriginalBlocks, useOriginalMarkdown } from './use-original-blocks';
import { usePendingRequest } from './use-pending-request';
import { useReplyRequest } from './use-reply-request';
import { useSendActions } from './use-send-actions';
import { useShowGeneration } from './use-show-generation';
import { useTryAgain } from './use-try-again';
import { useUndoToOriginal } from './use-undo-to-original';

export interface UseAssistantOptions {
	readonly clientId: string;
	readonly attributes: AiAssistantAttributes;
	readonly setAttributes: SetAssistantAttributes;
}

/**
 * What the AI Assistant block does: send a prompt or a transform,
 * keep the conversation (at most 20 messages, 8 dropped after a network
 * failure), Try Again, Retry, Stop, Accept (as blocks, or as the post title),
 * Undo to original, and earlier generations brought back.
 */
export function useAssistant({ clientId, attributes, setAttributes }: UseAssistantOptions) {
	const latest = useLatest(attributes);
	const setDraftAttributes = useDraftAttributes(setAttributes);
	// The typed prompt is an attribute (a draft, not an undo step): it is saved with the
	// post and kept with its unsaved changes.
	const prompt = attributes.userPrompt ?? '';
	const setPrompt = useCallback(
		(userPrompt: string) => setDraftAttributes({ userPrompt }),
		[setDraftAttributes]
	);
	const originals = useOriginalBlocks(clientId);
	const originalMarkdown = useOriginalMarkdown(originals);
	const { request, replyType, forgetReplyType } = useReplyRequest({
		clientId,
		latest,
		setDraftAttributes,
	});
	const { rememberBefore, tryAgain } = useTryAgain({ latest, request, forgetReplyType, setAttributes });
	const { sendPrompt, transformContent, writeFromPost } = useSendActions({
		clientId,
		prompt,
		latest,
		request,
		setDraftAttributes,
		rememberBefore,
	});
	const { accept, acceptIsTitle } = useAccept({ clientId, latest, replyType, originals });
	const undoToOriginal = useUndoToOriginal({ clientId, latest, request, originals, setAttributes });
	const showGeneration = useShowGeneration(clientId, setAttributes);
	usePendingRequest({ clientId, latest, run: request.run, rememberBefore });

	return {
		prompt,
		setPrompt,
		request,
		sendPrompt,
		transformContent,
		writeFromPost,
		tryAgain,
		accept,
		acceptIsTitle,
		undoToOriginal,
		showGeneration,
		originalMarkdown,
	};
}
