// The WordPress entry of @blockyard/editor: tools/wp-build builds it into the plugin's
// `blockyard-editor` script. It reads the page state the plugin prints and registers
// every Blockyard block and extension with the WordPress host and the page's connection store.
import { createWordPressHost } from './hosts/wordpress';
import { createWordPressConnectionStore } from './hosts/wordpress-connection';
import { registerWordPressPostPanels, type WordPressEditorGlobals } from './hosts/wordpress-post-panels';
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
// The post's sidebar belongs to WordPress's editor, whose scripts have all run once the page is parsed.
const wordPressGlobals = () => (window as { readonly wp?: WordPressEditorGlobals }).wp;
if (document.readyState === 'loading') {
	document.addEventListener(
		'DOMContentLoaded',
		() => registerWordPressPostPanels(host, wordPressGlobals()),
		{
			once: true,
		}
	);
} else {
	registerWordPressPostPanels(host, wordPressGlobals());
}

export { registerBlockyard, createWordPressHost, readWordPressPageState };
