import { BlockControls, store as blockEditorStore } from '@wordpress/block-editor';
import { createHigherOrderComponent } from '@wordpress/compose';
import { useRegistry, useSelect } from '@wordpress/data';
import type { ComponentType } from 'react';

import { useAiAvailability } from '../../feature/use-ai-availability';
import { AiAssistantDropdown } from './ai-assistant-dropdown';
import { aiTargetClientId, blockHasText, isTextBlockName } from './text-blocks';
import { transformToAiBlock } from './transform-to-ai-block';

/** The props of a block's edit component that the filter reads; the rest pass through. */
export interface FilteredBlockEditProps {
	readonly name: string;
	readonly clientId: string;
	readonly isSelected?: boolean;
}

/** The dropdown in the selected text block's toolbar, when the AI assistant is available. */
function AiAssistantBlockControls({ clientId }: { readonly clientId: string }) {
	const { isAvailable } = useAiAvailability();
	const registry = useRegistry();
	// The text of what the actions replace: for a list item, the whole list.
	const hasText = useSelect(
		(select) => {
			const editor = select(blockEditorStore);
			const targetId = aiTargetClientId(editor, clientId);
			const target = targetId === null ? null : editor.getBlock(targetId);
			return target !== null && blockHasText(target);
		},
		[clientId]
	);
	if (!isAvailable) {
		return null;
	}
	return (
		<BlockControls group="other">
			<AiAssistantDropdown
				disabled={!hasText}
				onAskAiAssistant={() => transformToAiBlock(clientId, undefined, registry)}
				onRequest={(request) => transformToAiBlock(clientId, request, registry)}
			/>
		</BlockControls>
	);
}

/**
 * The `editor.BlockEdit` filter: the block's own edit component, and for a
 * selected paragraph, heading, list or list item the AI Assistant dropdown in
 * its toolbar. Other blocks render no extra component and run no extra hook.
 */
export const withAiAssistantDropdown = createHigherOrderComponent(
	(BlockEdit: ComponentType<FilteredBlockEditProps>) =>
		function WithAiAssistantDropdown(props: FilteredBlockEditProps) {
			// The same tree shape whether or not the controls show, so that selecting a
			// block never remounts its edit component (and loses the caret).
			return (
				<>
					<BlockEdit {...props} />
					{props.isSelected === true && isTextBlockName(props.name) && (
						<AiAssistantBlockControls clientId={props.clientId} />
					)}
				</>
			);
		},
	'withAiAssistantDropdown'
);
