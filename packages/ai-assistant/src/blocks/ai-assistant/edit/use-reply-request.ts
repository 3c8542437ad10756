import { useRegisteredStore } from '@blockyard/ui';
import { useDispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';

import { incrementalHtml } from '../../../markdown/incremental-html';
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
}

export interface ReplyRequest {
	readonly request: AssistantRequest;
	/** The type of the last reply, to offer "Accept title"; the prompt type attribute keeps only non-title ones. */
	readonly replyType: PromptType | undefined;
	readonly forgetReplyType: () => void;
}

/**
 * The block's AI request and where its reply goes: a complete reply becomes the block's draft
 * (its text and HTML, the conversation with it, its prompt type unless it is a title, the
 * prompt it answers cleared) in one write, and one of the generations to come back to; a
 * network failure trims the conversation.
 *
 * While the reply streams, the block shows it from the request's state, and its attributes
 * follow at most once a second (`onProgress`): each write makes the editor serialise the whole
 * post, too much for every chunk of a fast stream. Each write renders only the part of the
 * reply's HTML the last one had not (`incrementalHtml`). A save of the
 * post mid-stream (whose content the editor serialises before saving starts, so writing on
 * save would come too late) stores a valid block with the reply as it was shown a second
 * before at most; Stop, an error or the block going writes what was shown at once, and the
 * end of the reply writes the whole of it.
 */
export function useReplyRequest({
	clientId,
	latest,
	setDraftAttributes,
}: UseReplyRequestOptions): ReplyRequest {
	const session = useDispatch(useRegisteredStore(aiAssistantStore));
	const [replyType, setReplyType] = useState<PromptType | undefined>(undefined);
	// The reply's HTML for each write, rendering only what the last write had not.
	const [htmlOf] = useState(incrementalHtml);

	const request = useAiRequest({
		onDone: ({ text, userMessage, sent }) => {
			if (text === '') {
				return;
			}
			const { promptType } = sent.request;
			// One write: each one makes the editor serialise the post again.
			setDraftAttributes({
				content: text,
				html: htmlOf(text),
				messages: withReply(sent.history, userMessage, { role: 'assistant', content: text }),
				...(promptType === 'generateTitle' ? {} : { promptType }),
				...(promptType === 'userPrompt' ? { userPrompt: '' } : {}),
			});
			void session.addGeneration(clientId, text);
			setReplyType(promptType);
		},
		onProgress: ({ text }) => {
			if (text !== '') {
				setDraftAttributes({ content: text, html: htmlOf(text) });
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
