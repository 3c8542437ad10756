import { useHost } from '@blockyard/ui';
import { useRegistry } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { modelFor } from '../../../request/model';
import type { AiAssistantAttributes, PromptInput, PromptType } from '../../../types';
import { assistantRequest } from './assistant-request';
import { surroundingContent } from './surrounding-content';
import type { SetAssistantAttributes } from './use-draft-attributes';
import type { Latest } from './use-latest';
import type { AssistantRequest } from './use-reply-request';
import type { BeforeRequest } from './use-try-again';

export interface UseSendActionsOptions {
	readonly clientId: string;
	/** What is typed in the prompt. */
	readonly prompt: string;
	readonly latest: Latest<AiAssistantAttributes>;
	readonly request: AssistantRequest;
	readonly setDraftAttributes: SetAssistantAttributes;
	readonly rememberBefore: (before: BeforeRequest) => void;
}

export interface SendActions {
	/** Sends what is typed; about the block's text when the conversation has not started yet. */
	readonly sendPrompt: () => void;
	/** A toolbar action on the block's text (tone, translate, improve). */
	readonly transformContent: (promptType: PromptType, input?: Omit<PromptInput, 'content'>) => void;
	/** A "Write with AI…" action on the post around the block. */
	readonly writeFromPost: (promptType: PromptType) => void;
}

/**
 * The ways the block asks the AI. Each request keeps the block's text and conversation
 * as they were (for Try Again and Undo to original) and asks with the block's settings.
 */
export function useSendActions({
	clientId,
	prompt,
	latest,
	request,
	setDraftAttributes,
	rememberBefore,
}: UseSendActionsOptions): SendActions {
	const host = useHost();
	const registry = useRegistry();

	const send = useCallback(
		(
			promptType: PromptType,
			input: PromptInput,
			options: { readonly continueConversation?: boolean } = {}
		) => {
			const current = latest.current;
			const history = options.continueConversation ? current.messages : [];
			const aiRequest = assistantRequest(promptType, input, current);
			rememberBefore({ prompt, promptType: current.promptType });
			setDraftAttributes({
				originalContent: current.content ?? '',
				originalMessages: current.messages,
			});
			void request.run({ request: aiRequest, history }, { model: modelFor(current.useGpt4) });
		},
		[latest, prompt, rememberBefore, request, setDraftAttributes]
	);

	const sendPrompt = useCallback(() => {
		const text = prompt.trim();
		if (text === '') {
			return;
		}
		const { content = '', messages } = latest.current;
		const aboutContent = messages.length === 0 && content.trim() !== '';
		send(
			'userPrompt',
			{ request: text, ...(aboutContent ? { content } : {}) },
			{ continueConversation: true }
		);
	}, [latest, prompt, send]);

	const transformContent = useCallback(
		(promptType: PromptType, input: Omit<PromptInput, 'content'> = {}) =>
			send(promptType, { ...input, content: latest.current.content ?? '' }),
		[latest, send]
	);

	const writeFromPost = useCallback(
		(promptType: PromptType) => {
			const around = surroundingContent(clientId, registry);
			const basedOnEntire = promptType === 'summarize' || promptType === 'generateTitle';
			if (promptType === 'titleSummary') {
				send(promptType, { postTitle: host.getPost().title });
				return;
			}
			send(promptType, { content: basedOnEntire ? around.entire : around.preceding });
		},
		[clientId, host, registry, send]
	);

	return { sendPrompt, transformContent, writeFromPost };
}
