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

import { registerBlockyard } from '@blockyard/editor';
import { registerCoreBlocks } from '@wordpress/block-library';
import { createRoot } from '@wordpress/element';

import { createPlaygroundHost, playgroundApi } from '../host/playground-host';
import { createPlaygroundStore } from '../host/playground-store';
import { loadProviderNonce } from '../host/provider-nonce';
import { App } from './app';
import { createPlaygroundConnectionStore } from './connection-store';
import { exposeWordPressGlobals } from './expose-wp';
import { browserStorage } from './local-draft';
import { createPageLeave } from './page-leave';
import { playgroundSite } from './playground-site';
import { postIdFromSearch } from './post-id';

import.meta.glob('../../../../packages/*/src/blocks/*/{style,editor}.css', { eager: true });

registerCoreBlocks();
const store = createPlaygroundStore({ site: playgroundSite(window.location.search) });
// The site, the provider and the platform are all on this origin: the Vite server proxies them.
// The provider wants its nonce on every change, as WordPress does: read it before anything calls.
const nonce = await loadProviderNonce();
const host = createPlaygroundHost({ store, api: playgroundApi(window.location.origin, nonce) });
const { api } = host;
// Connecting leaves the page and comes back: the editor keeps its unsaved changes first.
const pageLeave = createPageLeave();
const connection = createPlaygroundConnectionStore(api, { navigate: pageLeave.leaveAndReturn });
registerBlockyard({ host, connection });
exposeWordPressGlobals();

const container = document.getElementById('root');
if (!container) {
	throw new Error('The playground page has no #root element.');
}
createRoot(container).render(
	<App
		api={api}
		connection={connection}
		store={store}
		host={host}
		postId={postIdFromSearch(window.location.search)}
		pageLeave={pageLeave}
		draftStorage={browserStorage()}
	/>
);
