import { createHigherOrderComponent } from '@wordpress/compose';
import type { ComponentType } from 'react';

/** The props of a block's edit component that the filters read; the rest pass through. */
export interface FilteredBlockEditProps {
	readonly name: string;
	readonly clientId: string;
	readonly isSelected?: boolean;
}

/**
 * An `editor.BlockEdit` filter (named `displayName`): the block's own edit component, and for a
 * selected block whose name `isFor` accepts, `Tools` (a toolbar's controls, a settings panel).
 * Other blocks render no extra component and run no extra hook.
 *
 * @example
 * addFilter('editor.BlockEdit', 'blockyard/ai-assistant/alt-text', withSelectedBlockTools('withAltTextSuggestions', isAltTextBlockName, AltTextControls));
 */
export function withSelectedBlockTools(
	displayName: string,
	isFor: (name: string) => boolean,
	Tools: ComponentType<{ readonly clientId: string }>
) {
	return createHigherOrderComponent(
		(BlockEdit: ComponentType<FilteredBlockEditProps>) =>
			function WithSelectedBlockTools(props: FilteredBlockEditProps) {
				// The same tree shape whether or not the tools show, so that selecting a block
				// never remounts its edit component (and loses the caret).
				return (
					<>
						<BlockEdit {...props} />
						{props.isSelected === true && isFor(props.name) && (
							<Tools clientId={props.clientId} />
						)}
					</>
				);
			},
		displayName
	);
}
