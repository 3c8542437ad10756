import { BlockControls, store as blockEditorStore } from '@wordpress/block-editor';
import { useRegistry, useSelect } from '@wordpress/data';
import { memo, useCallback } from '@wordpress/element';

import { useAiAvailability } from '../../feature/use-ai-availability';
import { GhostTextWhereOn } from '../ghost-text/ghost-text-where-on';
import { AiAssistantDropdown } from './ai-assistant-dropdown';
import { aiTargetClientId, blockHasText } from './text-blocks';
import { transformToAiBlock, type AiTransformRequest } from './transform-to-ai-block';

export interface AiAssistantBlockControlsProps {
	readonly clientId: string;
}

/** What the controls read of the store where the AI Assistant is not offered: nothing. */
const NOTHING_SHOWN = { hasText: false, blockName: undefined, selectedName: undefined } as const;

/**
 * The AI Assistant dropdown in the selected text block's toolbar, when the AI assistant is
 * available. Loaded the first time a text block is selected (see with-ai-assistant-dropdown.tsx),
 * with what its actions need (turning blocks into markdown among them).
 */
function AiAssistantBlockControls({ clientId }: AiAssistantBlockControlsProps) {
	const { isAvailable, requiresUpgrade } = useAiAvailability();
	const registry = useRegistry();
	// The text of what the actions replace: for a list item, the whole list. Read on every change
	// of the store while the block is selected (each keystroke among them): not where nothing shows.
	const { hasText, blockName, selectedName } = useSelect(
		(select) => {
			if (!isAvailable) {
				return NOTHING_SHOWN;
			}
			const editor = select(blockEditorStore);
			const targetId = aiTargetClientId(editor, clientId);
			const target = targetId === null ? null : editor.getBlock(targetId);
			return {
				hasText: target !== null && blockHasText(target),
				blockName: target?.name,
				selectedName: editor.getBlockName(clientId) ?? undefined,
			};
		},
		[clientId, isAvailable]
	);
	const onAskAiAssistant = useCallback(
		() => transformToAiBlock(clientId, undefined, registry),
		[clientId, registry]
	);
	const onRequest = useCallback(
		(request: AiTransformRequest) => transformToAiBlock(clientId, request, registry),
		[clientId, registry]
	);
	if (!isAvailable) {
		return null;
	}
	return (
		<>
			<BlockControls group="other">
				<AiAssistantDropdown
					disabled={!hasText}
					onAskAiAssistant={onAskAiAssistant}
					onRequest={onRequest}
					blockName={blockName}
				/>
			</BlockControls>
			{/* Ghost text asks without a click: not once the site's requests are used up. */}
			{!requiresUpgrade && <GhostTextWhereOn clientId={clientId} blockName={selectedName} />}
		</>
	);
}

/**
 * Rendered again only when its block or what it shows changes: typing in the block re-renders
 * the block's edit on every keystroke, and with it everything its filters add, toolbar included.
 */
export default memo(AiAssistantBlockControls);
