// What a visitor sees: the saved post as WordPress would print it (the markup without its
// block comments), with the blocks' front-end styles and scripts (the contact forms', and the
// content, embed, media and payment blocks' through startContentViews, startEmbedsViews,
// startMediaViews and startPaymentsViews). No editor here.
import '@wordpress/block-library/build-style/style.css';
import './preview.css';

import { startContentViews } from '@blockyard/content';
import { startEmbedsViews } from '@blockyard/embeds';
import { hydrateContactForms } from '@blockyard/forms';
import { startMediaViews } from '@blockyard/media';
import { startPaymentsViews } from '@blockyard/payments';

import { addPageBlockStyles, orderedBlockStyles } from '../editor/block-styles';
import { localeFromSearch, startPageLanguage } from '../editor/locale';
import { applyPageLanguage } from '../editor/page-language';
import { postIdFromSearch } from '../editor/post-id';
import { playgroundSite } from '../editor/playground-site';
import { playgroundApi } from '../host/playground-host';
import { loadProviderNonce } from '../host/provider-nonce';
import { renderPreview } from './render-preview';
import { signedInSwitch, viewsAsSignedIn } from './signed-in-switch';

// The blocks' front-end stylesheets as written, as WordPress serves them (their rtlcss directives
// kept for a right-to-left page to turn them by), after the theme's.
addPageBlockStyles(
	orderedBlockStyles([
		import.meta.glob<string>('../../../../packages/*/src/blocks/**/style.css', {
			query: '?raw',
			import: 'default',
			eager: true,
		}),
	])
);

// `?locale=`, `?dir=`, as the editor's address had them: the visitors' scripts speak the site's language.
await applyPageLanguage(startPageLanguage(window.location.search));
const locale = localeFromSearch(window.location.search);

const container = document.getElementById('post');
if (!container) {
	throw new Error('The preview page has no #post element.');
}
// "View as a signed-in user": the site then asks for playback tokens, with its credentials
// (the provider's nonce), as the plugin does for a signed-in visitor in WordPress.
const signedIn = viewsAsSignedIn(window.location.search);
container.before(signedInSwitch(signedIn));
const api = playgroundApi(window.location.origin, signedIn ? await loadProviderNonce() : undefined);
// WordPress announces its REST root on every page (`rest_output_link_wp_head`); visitors'
// scripts that post to the site (the newsletter signup's) read it there.
const restRoot = document.createElement('link');
restRoot.rel = 'https://api.w.org/';
restRoot.href = api.roots.site;
document.head.append(restRoot);

void renderPreview({
	api,
	postId: postIdFromSearch(window.location.search),
	container,
	signedIn,
	// `?features=-ads`, as in the editor's address: a site without ads.
	adsEnabled: playgroundSite(window.location.search).features['ads'] !== false,
	// The providers' hosts are out of reach here: their widgets come from the local provider's
	// stand-ins, unless the address says `stand-ins=off` (a test that answers a provider's host).
	providerStandIns: new URLSearchParams(window.location.search).get('stand-ins') !== 'off',
	...(locale === undefined ? {} : { locale }),
}).then(async () => {
	hydrateContactForms(container);
	// The blocks' visitor behaviour, as the plugins' view scripts start it in WordPress.
	await Promise.all([
		startContentViews(container),
		startEmbedsViews(container),
		startMediaViews(container),
		startPaymentsViews(container),
	]);
});
