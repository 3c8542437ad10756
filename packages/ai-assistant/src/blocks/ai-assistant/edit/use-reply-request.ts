import { useDispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';

import { trimAfterNetworkFailure, withReply } from '../../../request/history';
import { useAiRequest } from '../../../request/use-ai-request';
import { aiAssistantStore } from '../../../store';
import type { AiAssistantAttributes, PromptType } from '../../../types';
import type { SetAssistantAttributes } from './use-draft-attributes';
import type { Latest } from './use-latest';

/** A request of the block: its state, and run, stop, retry and reset. */
export type AssistantRequest = ReturnType<typeof useAiRequest>;

export interface UseReplyRequestOptions {
	readonly clientId: string;
	readonly latest: Latest<AiAssistantAttributes>;
	readonly setDraftAttributes: SetAssistantAttributes;
	readonly setPrompt: (userPrompt: string) => void;
}

export interface ReplyRequest {
	readonly request: AssistantRequest;
	/** The type of the last reply, to offer "Accept title"; the prompt type attribute keeps only non-title ones. */
	readonly replyType: PromptType | undefined;
	readonly forgetReplyType: () => void;
}

/**
 * The block's AI request and where its reply goes: a complete reply becomes the block's draft
 * (its text, the conversation with it, its prompt type unless it is a title) and one of the
 * generations to come back to, and clears the prompt it answers; a network failure trims the
 * conversation.
 */
export function useReplyRequest({
	clientId,
	latest,
	setDraftAttributes,
	setPrompt,
}: UseReplyRequestOptions): ReplyRequest {
	const session = useDispatch(aiAssistantStore);
	const [replyType, setReplyType] = useState<PromptType | undefined>(undefined);

	const request = useAiRequest({
		onDone: ({ text, userMessage, sent }) => {
			if (text === '') {
				return;
			}
			const { promptType } = sent.request;
			setDraftAttributes({
				content: text,
				messages: withReply(sent.history, userMessage, { role: 'assistant', content: text }),
				...(promptType === 'generateTitle' ? {} : { promptType }),
			});
			void session.addGeneration(clientId, text);
			setReplyType(promptType);
			if (promptType === 'userPrompt') {
				setPrompt('');
			}
		},
		onFail: (_error, { networkFailure }) => {
			if (networkFailure) {
				setDraftAttributes({ messages: trimAfterNetworkFailure(latest.current.messages) });
			}
		},
	});

	const forgetReplyType = useCallback(() => setReplyType(undefined), []);
	return { request, replyType, forgetReplyType };
}
