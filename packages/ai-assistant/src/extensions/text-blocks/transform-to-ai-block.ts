import { registeredStore, registerStoreOnce } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch, select, type DataRegistry } from '@wordpress/data';

import { AI_ASSISTANT_BLOCK_NAME } from '../../feature/use-ai-availability';
import { aiAssistantStore } from '../../store';
import type { AiRequest, PromptInput } from '../../types';
import { blockToMarkdown } from '../../markdown/block-to-markdown';
import { aiTargetClientId } from './text-blocks';

/** What a text block's AI action asks for; the content is the block's own markdown, added here. */
export type AiTransformRequest = Omit<AiRequest, 'input'> & { readonly input?: Partial<PromptInput> };

/** What the transform needs of a registry (an editor's own, from `useRegistry()`). */
export type TransformRegistry = Pick<DataRegistry, 'select' | 'dispatch' | 'register'>;

/**
 * Replaces a text block by an AI Assistant block holding its markdown, and
 * selects the new block. With a `request` (Correct spelling, Simplify, a tone…),
 * the request is left for the new block, which runs it once on load;
 * without one ('Ask AI Assistant') the block only converts, for the user to type
 * a request about the text.
 *
 * For a list item (or a nested list) the whole outermost list is replaced: an
 * AI block cannot live inside a list, and the AI sees the item in its context.
 *
 * The replacement is not an undo step of its own: the Accept in the AI block is
 * the one persistent change, so one undo brings the original block back.
 *
 * Acts in the page's default registry unless given the editor's own.
 *
 * Returns the new block's client id, or undefined when nothing was replaced
 * (not a text block, a block locked against removal, or a place the AI block may
 * not go).
 *
 * @example
 * transformToAiBlock(clientId, { promptType: 'changeTone', input: { tone: 'humorous' } });
 */
export function transformToAiBlock(
	clientId: string,
	request?: AiTransformRequest,
	registry?: TransformRegistry
): string | undefined {
	const editor = registry ? registry.select(blockEditorStore) : select(blockEditorStore);
	const targetId = aiTargetClientId(editor, clientId);
	const target = targetId === null ? null : editor.getBlock(targetId);
	if (targetId === null || target === null) {
		return undefined;
	}
	// replaceBlock silently does nothing where the AI block may not go; check first,
	// so that a refused transform leaves nothing behind (a pending request, a mark).
	const rootClientId = editor.getBlockRootClientId(targetId);
	if (
		!editor.canRemoveBlock(targetId) ||
		!editor.canInsertBlockType(AI_ASSISTANT_BLOCK_NAME, rootClientId)
	) {
		return undefined;
	}

	const markdown = blockToMarkdown(target);
	const aiBlock = createBlock(AI_ASSISTANT_BLOCK_NAME, { content: markdown, originalContent: markdown });
	// The AI store is registered on first use (the editor's registry, or the page's).
	if (registry === undefined) {
		registerStoreOnce(aiAssistantStore);
	}
	const session = registry
		? registry.dispatch(registeredStore(aiAssistantStore, registry))
		: dispatch(aiAssistantStore);
	void session.setOriginalBlocks(aiBlock.clientId, [target]);
	if (request !== undefined) {
		void session.setPendingRequest(aiBlock.clientId, {
			promptType: request.promptType,
			input: { ...request.input, content: markdown },
		});
	}

	const actions = registry ? registry.dispatch(blockEditorStore) : dispatch(blockEditorStore);
	void actions.__unstableMarkNextChangeAsNotPersistent();
	void actions.replaceBlock(targetId, aiBlock);
	void actions.selectBlock(aiBlock.clientId);
	return aiBlock.clientId;
}
