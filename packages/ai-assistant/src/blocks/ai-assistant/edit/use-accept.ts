import { useTracker } from '@blockyard/connection';
import { useHost, useHostPost, useRegisteredStore } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { replyToBlocks } from '../../../markdown/markdown-to-blocks';
import { aiAssistantStore } from '../../../store';
import { AI_EVENTS } from '../../../tracking/ai-events';
import type { AiAssistantAttributes, PromptType } from '../../../types';
import { titleFromReply } from './title-from-reply';
import type { Latest } from './use-latest';
import type { OriginalBlocks } from './use-original-blocks';

export interface UseAcceptOptions {
	readonly clientId: string;
	readonly latest: Latest<AiAssistantAttributes>;
	/** The type of the last reply. */
	readonly replyType: PromptType | undefined;
	readonly originals: OriginalBlocks;
}

export interface Accept {
	/** Accepts the reply, or `text` in its place (the reply as its review left it). */
	readonly accept: (text?: string) => void;
	/** Accept makes the reply the post's title (a generated title, in a post). */
	readonly acceptIsTitle: boolean;
}

/**
 * Accept: the reply replaces the block as blocks (in place of the blocks it was made from,
 * if any), or becomes the post's title; the generations are forgotten and the choice recorded.
 */
export function useAccept({ clientId, latest, replyType, originals }: UseAcceptOptions): Accept {
	const host = useHost();
	const post = useHostPost();
	const recordEvent = useTracker();
	const { replaceBlocks, removeBlock, __unstableMarkNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);
	const session = useDispatch(useRegisteredStore(aiAssistantStore));
	const isTitleReply = replyType === 'generateTitle' && post.id !== undefined;

	const accept = useCallback(
		(text?: string) => {
			const content = text ?? latest.current.content ?? '';
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
			const made = originals.take();
			if (made === undefined || made.length === 0) {
				replaceBlocks(clientId, blocks);
				return;
			}
			// Made from a paragraph (…): put it back as a draft first, so the one undo step of
			// Accept goes from the original text to the new one.
			__unstableMarkNextChangeAsNotPersistent();
			replaceBlocks(clientId, [...made]);
			replaceBlocks(
				made.map((block) => block.clientId),
				blocks
			);
		},
		[
			__unstableMarkNextChangeAsNotPersistent,
			clientId,
			host,
			isTitleReply,
			latest,
			originals,
			recordEvent,
			removeBlock,
			replaceBlocks,
			replyType,
			session,
		]
	);

	return { accept, acceptIsTitle: isTitleReply };
}
