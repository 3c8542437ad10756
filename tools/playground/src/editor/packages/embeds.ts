// @blockyard/embeds for the playground, loaded only when the address asks for it.
import { registerEmbedsBlocks } from '@blockyard/embeds';

import type { PlaygroundPackage } from '../blockyard-packages';

// Its blocks' styles as text, as written (WordPress serves them so): the page puts them in a <style>
// and the canvas iframe gets them as editor styles.
export default {
	register: registerEmbedsBlocks,
	styles: import.meta.glob<string>('../../../../../packages/embeds/src/blocks/*/{style,editor}.css', {
		query: '?raw',
		import: 'default',
		eager: true,
	}),
} satisfies PlaygroundPackage;
