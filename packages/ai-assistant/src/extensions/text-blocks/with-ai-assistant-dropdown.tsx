import { lazyComponent, type LazyFailureProps } from '@blockyard/ui';
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { caution } from '@wordpress/icons';

import { withSelectedBlockTools } from '../with-selected-block-tools';
import { isTextBlockName } from './text-block-names';

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
 * The `editor.BlockEdit` filter: the block's own edit component, and for a selected paragraph,
 * heading, list or list item the AI Assistant dropdown in its toolbar.
 */
export const withAiAssistantDropdown = withSelectedBlockTools(
	'withAiAssistantDropdown',
	isTextBlockName,
	AiAssistantBlockControls
);
