// @blockyard/ui's blocks (the shared button) for the playground, loaded only when the
// address asks for them. The playground's host code uses other parts of @blockyard/ui.
import { registerUiBlocks } from '@blockyard/ui';

import type { PlaygroundPackage } from '../blockyard-packages';

// Its blocks' styles as text, as written (WordPress serves them so): the page puts them in a <style>
// and the canvas iframe gets them as editor styles.
export default {
	register: registerUiBlocks,
	styles: import.meta.glob<string>('../../../../../packages/ui/src/blocks/*/{style,editor}.css', {
		query: '?raw',
		import: 'default',
		eager: true,
	}),
} satisfies PlaygroundPackage;
