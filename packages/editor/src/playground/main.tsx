// The page around the canvas: Gutenberg's UI, the core blocks (inspector
// controls, placeholders), Blockyard's blocks and the playground's layout. The
// canvas iframe gets its own copy as text (canvas-styles.ts).
import '@wordpress/components/build-style/style.css';
import '@wordpress/block-editor/build-style/style.css';
import '@wordpress/block-library/build-style/style.css';
import '@wordpress/block-library/build-style/editor.css';
import '@wordpress/format-library/build-style/style.css';
import './playground.css';
import '@wordpress/format-library';

import { createClient } from '@blockyard/api-client';
import { registerCoreBlocks } from '@wordpress/block-library';
import { createRoot } from '@wordpress/element';

import { createPlaygroundHost } from '../hosts/playground';
import { createPlaygroundStore } from '../hosts/playground-store';
import { registerBlockyard } from '../register-blockyard';
import { App } from './app';
import { createPlaygroundConnectionStore } from './connection-store';
import { exposeWordPressGlobals } from './expose-wp';
import { playgroundSite } from './playground-site';
import { postIdFromSearch } from './post-id';

import.meta.glob('../../../*/src/blocks/*/{style,editor}.css', { eager: true });

/** Same origin: the Vite server proxies /wp-json to the provider. */
const REST_ROOT = '/wp-json/';

registerCoreBlocks();
const client = createClient({ root: REST_ROOT });
const store = createPlaygroundStore({ site: playgroundSite(window.location.search) });
const host = createPlaygroundHost({ store, restRoot: REST_ROOT });
const connection = createPlaygroundConnectionStore(client);
registerBlockyard({ host, connection });
exposeWordPressGlobals();

const container = document.getElementById('root');
if (!container) {
	throw new Error('The playground page has no #root element.');
}
createRoot(container).render(
	<App
		client={client}
		connection={connection}
		store={store}
		host={host}
		postId={postIdFromSearch(window.location.search)}
	/>
);
