// The WordPress entry of @blockyard/editor: tools/wp-build builds it into the plugin's
// `blockyard-editor` script. It reads the page state the plugin prints and registers
// every Blockyard block and extension with the WordPress host and the page's connection store.
import { aiAssistantStore } from '@blockyard/ai-assistant';
import { toAiFeature } from '@blockyard/api-client';
import { dispatch } from '@wordpress/data';

import { createWordPressHost } from './hosts/wordpress';
import { createWordPressConnectionStore } from './hosts/wordpress-connection';
import { readWordPressPageState } from './hosts/read-page-state';
import { registerBlockyard } from './register-blockyard';

declare global {
	interface Window {
		blockyardPageState?: unknown;
	}
}

const pageState = readWordPressPageState(window.blockyardPageState);
const host = createWordPressHost(pageState);
registerBlockyard({ host, connection: createWordPressConnectionStore(host, pageState) });
if (pageState.aiFeature) {
	// The editor opens knowing the site's AI plan and quota, without a request.
	void dispatch(aiAssistantStore).primeFeature(toAiFeature(pageState.aiFeature));
}

export { registerBlockyard, createWordPressHost, readWordPressPageState };
