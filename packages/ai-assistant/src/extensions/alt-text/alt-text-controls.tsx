import { InspectorControls } from '@wordpress/block-editor';
import { memo } from '@wordpress/element';

import { AltTextPanel, type AltTextPanelProps } from './alt-text-panel';

/**
 * The AI alt text panel in the settings of the selected block. Loaded the first time an image,
 * tiled gallery or slideshow block is selected (see with-alt-text-suggestions.tsx).
 */
function AltTextControls({ clientId }: AltTextPanelProps) {
	return (
		<InspectorControls>
			<AltTextPanel clientId={clientId} />
		</InspectorControls>
	);
}

/** Rendered again only when its block is another, not on every keystroke in its caption. */
export default memo(AltTextControls);
