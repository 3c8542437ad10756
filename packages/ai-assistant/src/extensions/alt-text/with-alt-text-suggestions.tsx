import { lazyComponent } from '@blockyard/ui';

import { withSelectedBlockTools } from '../with-selected-block-tools';
import { isAltTextBlockName } from './alt-text-block-names';

/**
 * The `editor.BlockEdit` filter: the block's own edit component, and for a selected image,
 * tiled gallery or slideshow block the AI alt text panel in its settings, loaded the first time
 * such a block is selected. A panel whose code failed to load shows nothing: the block's own alt
 * text field is still there.
 */
export const withAltTextSuggestions = withSelectedBlockTools(
	'withAltTextSuggestions',
	isAltTextBlockName,
	lazyComponent(() => import('./alt-text-controls'))
);
