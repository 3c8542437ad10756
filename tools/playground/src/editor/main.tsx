// The editor page's first script. It starts, side by side, everything the
// editor waits for from the network: the local provider's nonce, the editor's
// own code (Gutenberg, the longest download) and the Blockyard packages
// `?packages=` names. A package's code then arrives while Gutenberg's still
// downloads, as WordPress's script tags load side by side, rather than after
// it. So this file imports nothing of @wordpress: start-editor.tsx does the rest.
import type { BlockyardPackageName } from '@blockyard/editor';

import { loadProviderNonce } from '../host/provider-nonce';
import { loadPlaygroundPackages, playgroundPackages } from './blockyard-packages';
import { directionFromSearch, htmlLang, loadTranslation, localeFromSearch } from './locale';
import { packagesFromSearch } from './packages-param';

const nonceLoading = loadProviderNonce();
// `?locale=de_DE`: Blockyard's strings in that language, set before any block registers.
const locale = localeFromSearch(window.location.search);
const translationLoading = loadTranslation(locale);
if (locale !== undefined) {
	document.documentElement.lang = htmlLang(locale);
}
// Right to left (`?dir=rtl`, or a locale of a language written so): its code only then.
const rightToLeftLoading =
	directionFromSearch(window.location.search) === 'rtl' ? import('./right-to-left') : undefined;
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
await startEditor({ choice, packagesLoading, nonceLoading, translationLoading, rightToLeftLoading });
