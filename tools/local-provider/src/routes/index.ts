import type { Hono } from 'hono';

import { mountAdminAjax } from './admin-ajax';

import { mountRestIndex } from './rest-index';
import { mountResumableUpload } from './resumable-upload';
import type { RouteContext, RouteModule } from './route-context';
import { mountSampleMedia } from './sample-media';
import { mountThirdPartyStandIns } from './third-party-stand-ins';
import { mountWidgetStandIns } from './widget-stand-ins';
import { mountUploads } from './uploads';
import { ADS_NAMESPACE, mountAds } from './ads-v1/ad-network';
import { mountVideoPlayer } from './video-player';
import { mountEmbedStandIns } from './embed-stand-ins';
import { mountBlockyardNonce } from './blockyard/nonce';
import { mountBlockyardTiles } from './blockyard/tiles';
import { mountBlockyardV1AiPrompts } from './blockyard-v1/ai-prompts';
import { mountBlockyardV1Forms } from './blockyard-v1/forms';
import { mountBlockyardV1Maps } from './blockyard-v1/maps';
import { mountBlockyardV1Newsletter } from './blockyard-v1/newsletter';
import { mountJetpackV4 } from './jetpack-v4';
import { mountRestV11ExternalMediaUpload } from './rest-v1.1/external-media-upload';
import { mountRestV11Videos } from './rest-v1.1/videos';
import { mountRestV15Plans } from './rest-v1.5/plans';
import { mountWpV2Media } from './wp-v2/media';
import { mountWpV2PayProducts } from './wp-v2/pay-products';
import { mountWpV2Posts } from './wp-v2/posts';
import { mountWpV2Settings } from './wp-v2/settings';
import { mountWpV2Terms } from './wp-v2/terms';
import { mountAiFeature } from './wpcom-v2/ai-feature';
import { mountAiImages } from './wpcom-v2/ai-images';
import { mountAiJwtHosted, mountAiJwtPlugin } from './wpcom-v2/ai-jwt';
import { mountAiQuery } from './wpcom-v2/ai-query';
import { mountWpcomV2BusinessHours } from './wpcom-v2/business-hours';
import { mountWpcomV2ExternalMedia } from './wpcom-v2/external-media';
import { mountWpcomV2Gif } from './wpcom-v2/gif';
import { mountWpcomV2InstagramGallery } from './wpcom-v2/instagram-gallery';
import { mountWpcomV2Mailchimp } from './wpcom-v2/mailchimp';
import { mountWpcomV2MapKeys } from './wpcom-v2/map-keys';
import { mountWpcomV2Memberships } from './wpcom-v2/memberships';
import { mountPlanCheckout } from './wpcom-v2/plan-checkout';
import { mountWpcomV2ResolveRedirect } from './wpcom-v2/resolve-redirect';
import { mountWpcomV2Subscribers } from './wpcom-v2/subscribers';
import { mountWpcomV2Tracks } from './wpcom-v2/tracks';
import { mountWpcomV2Videopress } from './wpcom-v2/videopress';

export type { MountRoutes, RouteContext, RouteModule } from './route-context';
export { REST_PREFIX } from './route-context';

/**
 * Every route module of the provider, in the order they are mounted. Each namespace has its
 * folder (`wp/v2` in `wp-v2/`, the public API's `/rest/v1.1` in `rest-v1.1/`, the provider's own
 * `/blockyard/…` pages in `blockyard/`); the routes outside any namespace sit beside this file.
 * A new area: add its file and one line here.
 */
export const routeModules: readonly RouteModule[] = [
	{ mount: mountRestIndex },
	{ mount: mountBlockyardNonce },
	{ namespace: 'wp/v2', mount: mountWpV2Posts },
	{ namespace: 'wp/v2', mount: mountWpV2Media },
	{ namespace: 'wp/v2', mount: mountWpV2Settings },
	{ namespace: 'wp/v2', mount: mountWpV2Terms },
	{ namespace: 'wp/v2', mount: mountWpV2PayProducts },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2BusinessHours },
	// The AI routes: tokens, feature status and quota, the streamed query, image generation.
	{ namespace: 'wpcom/v2', mount: mountAiJwtHosted },
	{ namespace: 'jetpack/v4', mount: mountAiJwtPlugin },
	{ namespace: 'wpcom/v2', mount: mountAiFeature },
	// At the platform's path, outside the REST root.
	{ mount: (app, context) => mountAiQuery(app, context) },
	{ namespace: 'wpcom/v2', mount: mountAiImages },
	{ namespace: 'jetpack/v4', mount: mountJetpackV4 },
	// The hosted platform's areas (`wpcom/v2`) and the public API (`/rest/v1.1`, `/rest/v1.5`), with the sample images they serve.
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Memberships },
	// The stand-in plan checkout: buying a plan puts the site on it.
	{ namespace: 'wpcom/v2', mount: mountPlanCheckout },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Subscribers },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Mailchimp },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2InstagramGallery },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Gif },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2MapKeys },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2ExternalMedia },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Videopress },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2ResolveRedirect },
	{ mount: mountRestV11Videos },
	// The hosted video's player, share page and oEmbed (and WordPress's embed proxy for the playground).
	{ mount: mountVideoPlayer },
	// The frames of the services the Embed block's variations embed (Loom, Descript, …), which
	// the oEmbed above answers with.
	{ mount: mountEmbedStandIns },
	{ mount: mountRestV11ExternalMediaUpload },
	{ mount: mountRestV15Plans },
	{ mount: mountSampleMedia },
	{ namespace: 'blockyard/v1', mount: mountBlockyardV1Forms },
	// The AI prompt library, per user (the nonce says whose request it is).
	{ namespace: 'blockyard/v1', mount: mountBlockyardV1AiPrompts },
	{ mount: mountUploads },
	{ mount: mountAdminAjax },
	{ mount: mountResumableUpload },
	{ mount: mountThirdPartyStandIns },
	// The provider embeds' widgets (Calendly, Eventbrite, OpenTable, …) for the playground's preview.
	{ mount: mountWidgetStandIns },
	{ namespace: 'wpcom/v2', mount: mountWpcomV2Tracks },
	{ namespace: 'blockyard/v1', mount: mountBlockyardV1Maps },
	{ namespace: 'blockyard/v1', mount: mountBlockyardV1Newsletter },
	{ mount: mountBlockyardTiles },
	// The stand-in ad network that fills the ad block's slots.
	{ namespace: ADS_NAMESPACE, mount: mountAds },
];

/** The distinct namespaces of `modules`, in order of appearance. */
export function namespacesOf(modules: readonly RouteModule[]): string[] {
	return [...new Set(modules.flatMap((module) => (module.namespace ? [module.namespace] : [])))];
}

export function mountRoutes(
	app: Hono,
	modules: readonly RouteModule[],
	context: Omit<RouteContext, 'namespaces'>
): void {
	const full: RouteContext = { ...context, namespaces: namespacesOf(modules) };
	for (const module of modules) {
		module.mount(app, full);
	}
}
