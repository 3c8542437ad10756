// @blockyard/ai-assistant for the playground, loaded only when the address asks for it.
import { AiSuggestionsPanel, registerAiAssistant } from '@blockyard/ai-assistant';
import type { BlockTierChoice } from '@blockyard/ui';
import { __ } from '@wordpress/i18n';

import type { PlaygroundPackage } from '../blockyard-packages';
import { registerPostPanel } from '../post-panels';

// Its blocks' styles as text, as written (WordPress serves them so): the page puts them in a <style>
// and the canvas iframe gets them as editor styles.
export default {
	register: (tiers: BlockTierChoice) => {
		registerAiAssistant(tiers);
		// As the WordPress host adds it: a panel of the post's sidebar.
		registerPostPanel({
			name: 'blockyard-ai-suggestions',
			title: __('AI suggestions', 'blockyard'),
			Content: AiSuggestionsPanel,
		});
	},
	styles: import.meta.glob<string>('../../../../../packages/ai-assistant/src/blocks/*/{style,editor}.css', {
		query: '?raw',
		import: 'default',
		eager: true,
	}),
} satisfies PlaygroundPackage;
