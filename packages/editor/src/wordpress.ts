// The WordPress entry of @blockyard/editor: tools/wp-build builds it into the plugin's
// `blockyard-editor` script. It reads the page state the plugin prints and registers
// every Blockyard block and extension with the WordPress host and the page's connection store.
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

export { registerBlockyard, createWordPressHost, readWordPressPageState };
