import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';

export interface EmbedToolbarProps {
	/** Back to the placeholder with the address in the input. */
	readonly onEdit: () => void;
	/** The button's label: `Edit` (the default) or the block's own, such as `Edit URL`. */
	readonly label?: string;
}

/** The embed block's toolbar button that reopens its address form. */
export function EmbedToolbar({ onEdit, label }: EmbedToolbarProps) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarButton
					icon={pencil}
					label={label ?? __('Edit', 'blockyard')}
					onClick={onEdit}
					showTooltip
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
