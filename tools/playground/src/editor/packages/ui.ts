// @blockyard/ui's blocks (the shared button) for the playground, loaded only when the
// address asks for them. The playground's host code uses other parts of @blockyard/ui.
import { registerUiBlocks } from '@blockyard/ui';

import type { PlaygroundPackage } from '../blockyard-packages';

// The page's copy (block previews, placeholders outside the canvas) comes with the package's code.
import.meta.glob('../../../../../packages/ui/src/blocks/*/{style,editor}.css', { eager: true });

export default {
	register: registerUiBlocks,
	canvasStyles: import.meta.glob<string>('../../../../../packages/ui/src/blocks/*/{style,editor}.css', {
		query: '?inline',
		import: 'default',
		eager: true,
	}),
} satisfies PlaygroundPackage;
