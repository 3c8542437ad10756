import { lazyComponent, type LazyFailureProps } from '@blockyard/ui';
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton } from '@wordpress/components';
import { createHigherOrderComponent } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import { caution } from '@wordpress/icons';
import type { ComponentType } from 'react';

import { isTextBlockName } from './text-block-names';

/** The props of a block's edit component that the filter reads; the rest pass through. */
export interface FilteredBlockEditProps {
	readonly name: string;
	readonly clientId: string;
	readonly isSelected?: boolean;
}

/** When the dropdown's code cannot be loaded: a toolbar button that says so and tries again. */
function ControlsFailed({ retry }: LazyFailureProps) {
	return (
		<BlockControls group="other">
			<ToolbarButton
				icon={caution}
				label={__('The AI Assistant could not be loaded. Select to try again.', 'blockyard')}
				onClick={retry}
			/>
		</BlockControls>
	);
}

/** The dropdown and its actions, loaded the first time a text block is selected. */
const AiAssistantBlockControls = lazyComponent(() => import('./ai-assistant-block-controls'), {
	Failed: ControlsFailed,
});

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
