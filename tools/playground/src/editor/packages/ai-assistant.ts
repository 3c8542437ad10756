// @blockyard/ai-assistant for the playground, loaded only when the address asks for it.
import { registerAiAssistant } from '@blockyard/ai-assistant';

import type { PlaygroundPackage } from '../blockyard-packages';

// The page's copy (block previews, placeholders outside the canvas) comes with the package's code.
import.meta.glob('../../../../../packages/ai-assistant/src/blocks/*/{style,editor}.css', { eager: true });

export default {
	register: registerAiAssistant,
	canvasStyles: import.meta.glob<string>(
		'../../../../../packages/ai-assistant/src/blocks/*/{style,editor}.css',
		{ query: '?inline', import: 'default', eager: true }
	),
} satisfies PlaygroundPackage;
