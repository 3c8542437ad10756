import { posts, siteSettings, type Api } from '@blockyard/api-client';
import { addContactFormActions } from '@blockyard/forms';
import { addAdUnits } from '@blockyard/payments';
import { __, sprintf } from '@wordpress/i18n';

import { addDonationsCheckout } from './donations-checkout';
import { dynamicBlocks } from './dynamic-blocks';
import { renderBlocks, type DynamicBlockRenderer } from './render-blocks';
import { loadMapSettings } from './map-settings';
import { postSummary } from './post-summary';
import { applyProviderStandIns, WIDGET_STAND_IN_PATH } from './provider-stand-ins';
import { addVideoPlayers } from './video-players';

export interface RenderPreviewOptions {
	readonly api: Api;
	/** `undefined` when the address has no valid post id. */
	readonly postId: number | undefined;
	readonly container: HTMLElement;
	/** The blocks rendered for the visitor rather than printed as saved; default: every dynamic block of the suite. */
	readonly renderers?: Readonly<Record<string, DynamicBlockRenderer>>;
	/** Whether the page is viewed as a signed-in user (a private video's player gets its token). */
	readonly signedIn?: boolean;
	/** Whether the site shows ads (its `ads` feature flag); default true. Without, ad blocks are taken out. */
	readonly adsEnabled?: boolean;
	/**
	 * Whether the provider embeds' frames and scripts are pointed at the local provider's
	 * stand-ins (`provider-stand-ins.ts`); default false.
	 */
	readonly providerStandIns?: boolean;
	/** The site's locale (`?locale=`) for the dynamic blocks' dates; otherwise the site settings say. */
	readonly locale?: string;
}

/** The site's locale for the dynamic blocks' dates; English when the settings cannot be read. */
const siteLocale = (api: Api): Promise<string> =>
	siteSettings.get(api).then(
		(settings) => settings.language,
		() => 'en_US'
	);

/**
 * Puts the post's title, its excerpt and terms (`post-summary.ts`) and its rendered content into `container`, or says why it
 * cannot. The content is the site's own saved markup, printed as WordPress
 * prints it for visitors: blocks that save only their attributes are rendered
 * by their renderer (`dynamic-blocks.ts`) from what the provider answers, as
 * the plugin's PHP renders them there, and each contact form gets the action of
 * its own route on the site, as the plugin's render filter gives it there
 * (saved forms have none), each map the site's map settings, each donations block the
 * provider's checkout, each hosted video the service's player (with a playback token when
 * the page is viewed as a signed-in user) and each ad block's slot the ad network's unit, from
 * the provider's root (`/wp-json/` of this origin), as the plugin's render filter adds it.
 */
export async function renderPreview({
	api,
	postId,
	container,
	renderers = dynamicBlocks,
	signedIn = false,
	adsEnabled = true,
	providerStandIns = false,
	locale: chosenLocale,
}: RenderPreviewOptions): Promise<void> {
	const fail = (message: string) => {
		const paragraph = document.createElement('p');
		paragraph.className = 'blockyard-preview__error';
		paragraph.setAttribute('role', 'alert');
		paragraph.textContent = message;
		container.replaceChildren(paragraph);
	};
	try {
		if (postId === undefined) {
			fail(
				__('The address has no valid post id: use ?post= with a positive whole number.', 'blockyard')
			);
			return;
		}
		try {
			const [post, locale] = await Promise.all([
				posts.get(api, postId),
				chosenLocale ?? siteLocale(api),
			]);
			const [html, summary] = await Promise.all([
				renderBlocks(post.content.raw, renderers, { api, postId, locale }),
				postSummary(api, post),
			]);
			const title = document.createElement('h1');
			title.className = 'blockyard-preview__title';
			title.textContent = post.title.raw;
			const content = document.createElement('div');
			content.className = 'blockyard-preview__content entry-content';
			content.innerHTML = html;
			addContactFormActions(content, api.roots.site);
			addDonationsCheckout(content, api);
			addAdUnits(content, {
				providerRoot: new URL('/wp-json/', document.baseURI).href,
				enabled: adsEnabled,
			});
			// A map without them still draws, from the public tile host, which is out of reach here.
			await loadMapSettings(content, api).catch(() => undefined);
			if (providerStandIns) {
				applyProviderStandIns(content, {
					root: new URL(WIDGET_STAND_IN_PATH, document.baseURI).href,
				});
			}
			container.replaceChildren(title, ...summary, content);
			// Once in the page, so each player is as wide as its place; as the plugin renders them in WordPress.
			await addVideoPlayers(content, api, {
				serviceRoot: new URL('/', document.baseURI).href,
				signedIn,
			});
			document.title = post.title.raw;
		} catch {
			/* translators: %d: a post id. */
			fail(sprintf(__('Post %d could not be loaded.', 'blockyard'), postId));
		}
	} finally {
		container.setAttribute('aria-busy', 'false');
	}
}
