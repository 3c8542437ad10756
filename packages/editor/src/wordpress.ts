// The WordPress entry of @blockyard/editor: tools/wp-build builds it into the plugin's
// `blockyard-editor` script. It reads the page state the plugin prints and registers
// every Blockyard block and extension with the WordPress host.
import { createWordPressHost } from './hosts/wordpress';
import { readWordPressPageState } from './hosts/read-page-state';
import { registerBlockyard } from './register-blockyard';

declare global {
	interface Window {
		blockyardPageState?: unknown;
	}
}

registerBlockyard({ host: createWordPressHost(readWordPressPageState(window.blockyardPageState)) });

export { registerBlockyard, createWordPressHost, readWordPressPageState };
