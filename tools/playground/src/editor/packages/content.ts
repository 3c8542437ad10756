// @blockyard/content for the playground, loaded only when the address asks for it.
import { registerContentBlocks } from '@blockyard/content';

import type { PlaygroundPackage } from '../blockyard-packages';

// Its blocks' styles as text, as written (WordPress serves them so): the page puts them in a <style>
// and the canvas iframe gets them as editor styles.
export default {
	register: registerContentBlocks,
	styles: import.meta.glob<string>('../../../../../packages/content/src/blocks/*/{style,editor}.css', {
		query: '?raw',
		import: 'default',
		eager: true,
	}),
} satisfies PlaygroundPackage;
