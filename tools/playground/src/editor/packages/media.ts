// @blockyard/media for the playground, loaded only when the address asks for it.
import { registerMediaBlocks } from '@blockyard/media';

import type { PlaygroundPackage } from '../blockyard-packages';

// Its blocks' styles as text, as written (WordPress serves them so): the page puts them in a <style>
// and the canvas iframe gets them as editor styles.
export default {
	register: registerMediaBlocks,
	styles: import.meta.glob<string>('../../../../../packages/media/src/blocks/*/{style,editor}.css', {
		query: '?raw',
		import: 'default',
		eager: true,
	}),
} satisfies PlaygroundPackage;
