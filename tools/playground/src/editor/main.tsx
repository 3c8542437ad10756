// The editor page's first script. It starts, side by side, everything the
// editor waits for from the network: the local provider's nonce, the editor's
// own code (Gutenberg, the longest download) and the Blockyard packages
// `?packages=` names. A package's code then arrives while Gutenberg's still
// downloads, as WordPress's script tags load side by side, rather than after
// it. So this file imports nothing of @wordpress: start-editor.tsx does the rest.
import type { BlockyardPackageName } from '@blockyard/editor';

import { loadProviderNonce } from '../host/provider-nonce';
import { loadPlaygroundPackages, playgroundPackages } from './blockyard-packages';
import { startPageLanguage } from './locale';
import { packagesFromSearch } from './packages-param';

const nonceLoading = loadProviderNonce();
// `?locale=`, `?dir=`: the page's language and direction, loading beside the rest.
const language = startPageLanguage(window.location.search);
// The editor's import first: its files are the critical path, they take the first connections.
const editorLoading = import('./start-editor');
const choice = packagesFromSearch(
	window.location.search,
	Object.keys(playgroundPackages) as BlockyardPackageName[]
);
const packagesLoading = choice.ok ? loadPlaygroundPackages(choice.packages) : undefined;
// A failure is shown by the editor once it runs.
packagesLoading?.catch(() => undefined);
const { startEditor } = await editorLoading;
await startEditor({ choice, packagesLoading, nonceLoading, language });
