// @blockyard/payments for the playground, loaded only when the address asks for it.
import { registerPaymentsBlocks } from '@blockyard/payments';

import type { PlaygroundPackage } from '../blockyard-packages';

// Its blocks' styles as text, as written (WordPress serves them so): the page puts them in a <style>
// and the canvas iframe gets them as editor styles.
export default {
	register: registerPaymentsBlocks,
	styles: import.meta.glob<string>('../../../../../packages/payments/src/blocks/*/{style,editor}.css', {
		query: '?raw',
		import: 'default',
		eager: true,
	}),
} satisfies PlaygroundPackage;
