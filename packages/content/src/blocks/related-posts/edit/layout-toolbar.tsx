import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { grid, list } from '@wordpress/icons';

import type { RelatedPostsAttributes } from '../types';

export interface LayoutToolbarProps {
	readonly layout: RelatedPostsAttributes['postLayout'];
	readonly onChange: (layout: RelatedPostsAttributes['postLayout']) => void;
}

/** Grid view and List view in the block's toolbar, the current one pressed. */
export function LayoutToolbar(props: LayoutToolbarProps) {
	return (
		<BlockControls>
			<LayoutButtons {...props} />
		</BlockControls>
	);
}

/** The two buttons, as a toolbar group. */
export function LayoutButtons({ layout, onChange }: LayoutToolbarProps) {
	return (
		<ToolbarGroup>
			<ToolbarButton
				icon={grid}
				label={__('Grid view', 'blockyard')}
				isPressed={layout === 'grid'}
				onClick={() => onChange('grid')}
			/>
			<ToolbarButton
				icon={list}
				label={__('List view', 'blockyard')}
				isPressed={layout === 'list'}
				onClick={() => onChange('list')}
			/>
		</ToolbarGroup>
	);
}
