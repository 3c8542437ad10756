// @blockyard/content for the playground, loaded only when the address asks for it.
import { registerContentBlocks } from '@blockyard/content';

import type { PlaygroundPackage } from '../blockyard-packages';

// The page's copy (block previews, placeholders outside the canvas) comes with the package's code.
import.meta.glob('../../../../../packages/content/src/blocks/*/{style,editor}.css', { eager: true });

export default {
	register: registerContentBlocks,
	canvasStyles: import.meta.glob<string>(
		'../../../../../packages/content/src/blocks/*/{style,editor}.css',
		{
			query: '?inline',
			import: 'default',
			eager: true,
		}
	),
} satisfies PlaygroundPackage;
