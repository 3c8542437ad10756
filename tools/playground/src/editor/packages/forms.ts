// @blockyard/forms for the playground, loaded only when the address asks for it. It
// registers @blockyard/ui's button (the form's submit), so the button's styles come too.
import { registerFormsBlocks } from '@blockyard/forms';

import type { PlaygroundPackage } from '../blockyard-packages';

// Its blocks' styles as text, as written (WordPress serves them so): the page puts them in a <style>
// and the canvas iframe gets them as editor styles.
export default {
	register: registerFormsBlocks,
	styles: import.meta.glob<string>(
		[
			'../../../../../packages/forms/src/blocks/*/{style,editor}.css',
			'../../../../../packages/ui/src/blocks/button/{style,editor}.css',
		],
		{ query: '?raw', import: 'default', eager: true }
	),
} satisfies PlaygroundPackage;
