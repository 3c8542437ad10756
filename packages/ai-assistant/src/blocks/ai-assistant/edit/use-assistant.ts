import { useTracker } from '@blockyard/connection';
import { useHost, useHostPost } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { replyToBlocks } from '../../../markdown/markdown-to-blocks';
import { trimAfterNetworkFailure, withReply } from '../../../request/history';
import { modelFor } from '../../../request/model';
import { useAiRequest } from '../../../request/use-ai-request';
import { aiAssistantStore } from '../../../store';
import { AI_EVENTS } from '../../../tracking/ai-events';
import type { AiAssistantAttributes, AiRequest, PromptInput, PromptType } from '../../../types';
import { surroundingContent } from './surrounding-content';
import { titleFromReply } from './title-from-reply';

export interface UseAssistantOptions {
	readonly clientId: string;
	readonly attributes: AiAssistantAttributes;
	readonly setAttributes: (changes: Partial<AiAssistantAttributes>) => void;
}

/**
 * What the AI Assistant block does: send a prompt or a transform,
 * keep the conversation (at most 20 messages, 8 dropped after a network
 * failure), Try Again, Retry, Stop, Accept (as blocks, or as the post title),
 * Undo to original, and earlier generations brought back.
 */
export function useAssistant({ clientId, attributes, setAttributes }: UseAssistantOptions) {
	const host = useHost();
	const post = useHostPost();
	const registry = useRegistry();
	const recordEvent = useTracker();
	const { replaceBlocks, removeBlock, __unstableMarkNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);
	const session = useDispatch(aiAssistantStore);
	/** The blocks this AI block replaced (a transform), taken once: Accept and Undo use them up. */
	const takeOriginals = useCallback(() => {
		const originals = registry.select(aiAssistantStore).getOriginalBlocks(clientId);
		void session.forgetOriginalBlocks(clientId);
		return originals;
	}, [clientId, registry, session]);
	// What a request writes into the block is a draft, not an undo step: the undo step is Accept
	// (or the user's own edit), so one undo after Accept goes back to before the AI was asked.
	const setDraftAttributes = useCallback(
		(changes: Partial<AiAssistantAttributes>) => {
			__unstableMarkNextChangeAsNotPersistent();
			setAttributes(changes);
		},
		[__unstableMarkNextChangeAsNotPersistent, setAttributes]
	);
	// The typed prompt is an attribute (a draft, not an undo step): it is saved with the
	// post and kept with its unsaved changes.
	const prompt = attributes.userPrompt ?? '';
	const setPrompt = useCallback(
		(userPrompt: string) => setDraftAttributes({ userPrompt }),
		[setDraftAttributes]
	);
	// The type of the last reply, to offer "Accept title"; the prompt type attribute keeps only non-title ones.
	const [replyType, setReplyType] = useState<PromptType | undefined>(undefined);
	const before = useRef<{ readonly prompt: string; readonly promptType: string | undefined }>({
		prompt: '',
		promptType: attributes.promptType,
	});
	const latest = useRef(attributes);
	latest.current = attributes;

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

	const send = useCallback(
		(
			promptType: PromptType,
			input: PromptInput,
			options: { readonly continueConversation?: boolean } = {}
		) => {
			const current = latest.current;
			const history = options.continueConversation ? current.messages : [];
			const aiRequest: AiRequest = {
				promptType,
				input: {
					...input,
					useGutenbergSyntax: current.useGutenbergSyntax,
					...(current.customSystemPrompt.trim() === ''
						? {}
						: { customSystemPrompt: current.customSystemPrompt }),
				},
			};
			before.current = { prompt, promptType: current.promptType };
			setDraftAttributes({
				originalContent: current.content ?? '',
				originalMessages: current.messages,
			});
			void request.run({ request: aiRequest, history }, { model: modelFor(current.useGpt4) });
		},
		[prompt, request, setDraftAttributes]
	);

	/** Sends what is typed; about the block's text when the conversation has not started yet. */
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
	}, [prompt, send]);

	/** A toolbar action on the block's text (tone, translate, improve). */
	const transformContent = useCallback(
		(promptType: PromptType, input: Omit<PromptInput, 'content'> = {}) =>
			send(promptType, { ...input, content: latest.current.content ?? '' }),
		[send]
	);

	/** A "Write with AI…" action on the post around the block. */
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

	const tryAgain = useCallback(() => {
		const current = latest.current;
		request.reset();
		setReplyType(undefined);
		setAttributes({
			content: current.originalContent ?? '',
			messages: current.originalMessages,
			...(before.current.promptType === undefined ? {} : { promptType: before.current.promptType }),
			userPrompt: before.current.prompt,
		});
	}, [request, setAttributes]);

	const isTitleReply = replyType === 'generateTitle' && post.id !== undefined;

	const accept = useCallback(() => {
		const content = latest.current.content ?? '';
		void session.forgetGenerations(clientId);
		recordEvent(AI_EVENTS.accept, {
			prompt_type: replyType ?? latest.current.promptType,
			as: isTitleReply ? 'title' : 'blocks',
		});
		if (isTitleReply) {
			host.setPostTitle(titleFromReply(content));
			removeBlock(clientId);
			return;
		}
		// The reply is untrusted: replyToBlocks keeps only the allowed blocks, rebuilt and cleaned.
		const blocks = replyToBlocks(content, { gutenbergSyntax: latest.current.useGutenbergSyntax });
		if (blocks.length === 0) {
			removeBlock(clientId);
			return;
		}
		const originals = takeOriginals();
		if (originals === undefined || originals.length === 0) {
			replaceBlocks(clientId, blocks);
			return;
		}
		// Made from a paragraph (…): put it back as a draft first, so the one undo step of
		// Accept goes from the original text to the new one.
		__unstableMarkNextChangeAsNotPersistent();
		replaceBlocks(clientId, [...originals]);
		replaceBlocks(
			originals.map((block) => block.clientId),
			blocks
		);
	}, [
		__unstableMarkNextChangeAsNotPersistent,
		clientId,
		host,
		isTitleReply,
		recordEvent,
		removeBlock,
		replaceBlocks,
		replyType,
		session,
		takeOriginals,
	]);

	/** Puts back what the AI changed: the blocks it was made from, else the text before the last request. */
	const undoToOriginal = useCallback(() => {
		request.reset();
		const originals = registry.select(aiAssistantStore).getOriginalBlocks(clientId);
		if (originals !== undefined && originals.length > 0) {
			takeOriginals();
			void session.forgetGenerations(clientId);
			replaceBlocks(clientId, [...originals]);
			return;
		}
		setAttributes({ content: latest.current.originalContent ?? '' });
	}, [clientId, registry, replaceBlocks, request, session, setAttributes, takeOriginals]);

	const showGeneration = useCallback(
		(index: number) => {
			const text = registry.select(aiAssistantStore).getGenerations(clientId).texts[index];
			if (text !== undefined) {
				void session.showGeneration(clientId, index);
				setAttributes({ content: text });
			}
		},
		[clientId, registry, session, setAttributes]
	);

	// A block made by a transform ("Correct spelling and grammar" on a paragraph) runs its request
	// once: the store has it, or, after a reload, what the store kept in localStorage.
	const { run } = request;
	useEffect(() => {
		let mounted = true;
		void session.takePendingRequest(clientId).then((pending) => {
			if (pending && mounted) {
				before.current = { prompt: '', promptType: latest.current.promptType };
				void run({ request: pending, history: [] }, { model: modelFor(latest.current.useGpt4) });
			}
		});
		return () => {
			mounted = false;
		};
	}, [clientId, run, session]);

	return {
		prompt,
		setPrompt,
		request,
		sendPrompt,
		transformContent,
		writeFromPost,
		tryAgain,
		accept,
		acceptIsTitle: isTitleReply,
		undoToOriginal,
		showGeneration,
	};
}
