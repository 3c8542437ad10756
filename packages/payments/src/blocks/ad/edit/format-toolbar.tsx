import { BlockControls } from '@wordpress/block-editor';
import { ToolbarDropdownMenu, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { layout } from '@wordpress/icons';

import { AD_FORMATS, type AdFormatName } from '../formats';
import { adFormatLabel } from './format-names';

interface Props {
	readonly format: AdFormatName;
	readonly onChange: (format: AdFormatName) => void;
}

/** The toolbar's 'Pick an ad format': the four formats, each with its size, the block's checked. */
export function FormatToolbar({ format, onChange }: Props) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarDropdownMenu
					icon={layout}
					label={__('Pick an ad format', 'blockyard')}
					controls={AD_FORMATS.map((option) => ({
						title: adFormatLabel(option),
						isActive: option.name === format,
						role: 'menuitemradio',
						onClick: () => onChange(option.name),
					}))}
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
