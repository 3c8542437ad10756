import { useCallback, useRef } from '@wordpress/element';

import type { AiAssistantAttributes } from '../../../types';
import type { SetAssistantAttributes } from './use-draft-attributes';
import type { Latest } from './use-latest';
import type { AssistantRequest } from './use-reply-request';

/** What was typed, and the prompt type attribute, before a request: Try Again puts them back. */
export interface BeforeRequest {
	readonly prompt: string;
	readonly promptType: string | undefined;
}

export interface UseTryAgainOptions {
	readonly latest: Latest<AiAssistantAttributes>;
	readonly request: AssistantRequest;
	readonly forgetReplyType: () => void;
	readonly setAttributes: SetAssistantAttributes;
}

export interface TryAgain {
	/** Called as a request is made, with what Try Again will put back. */
	readonly rememberBefore: (before: BeforeRequest) => void;
	/** Drops the reply: the text, the conversation, the prompt type and the prompt from before the request. */
	readonly tryAgain: () => void;
}

/** Try Again: what the block was before the last request, remembered as it is made and put back. */
export function useTryAgain({
	latest,
	request,
	forgetReplyType,
	setAttributes,
}: UseTryAgainOptions): TryAgain {
	const before = useRef<BeforeRequest>({ prompt: '', promptType: latest.current.promptType });
	const rememberBefore = useCallback((state: BeforeRequest) => {
		before.current = state;
	}, []);

	const tryAgain = useCallback(() => {
		const current = latest.current;
		request.reset();
		forgetReplyType();
		setAttributes({
			content: current.originalContent ?? '',
			messages: current.originalMessages,
			...(before.current.promptType === undefined ? {} : { promptType: before.current.promptType }),
			userPrompt: before.current.prompt,
		});
	}, [forgetReplyType, latest, request, setAttributes]);

	return { rememberBefore, tryAgain };
}
