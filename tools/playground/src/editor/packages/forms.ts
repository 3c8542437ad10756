// @blockyard/forms for the playground, loaded only when the address asks for it. It
// registers @blockyard/ui's button (the form's submit), so the button's styles come too.
import { registerFormsBlocks } from '@blockyard/forms';

import type { PlaygroundPackage } from '../blockyard-packages';

// The page's copy (block previews, placeholders outside the canvas) comes with the package's code.
import.meta.glob(
	[
		'../../../../../packages/forms/src/blocks/*/{style,editor}.css',
		'../../../../../packages/ui/src/blocks/button/{style,editor}.css',
	],
	{ eager: true }
);

export default {
	register: registerFormsBlocks,
	canvasStyles: import.meta.glob<string>(
		[
			'../../../../../packages/forms/src/blocks/*/{style,editor}.css',
			'../../../../../packages/ui/src/blocks/button/{style,editor}.css',
		],
		{ query: '?inline', import: 'default', eager: true }
	),
} satisfies PlaygroundPackage;
