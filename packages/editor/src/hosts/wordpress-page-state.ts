import type { AiFeatureResponse } from '@blockyard/api-client';
import type { BlockTier, HostEditorKind, HostRequiredPlan, SiteType } from '@blockyard/ui';

/**
 * What the WordPress plugin prints into wp-admin for the editor script: site
 * facts, REST roots and the REST nonce.
 */
export interface WordPressPageState {
	/** The site's REST root, e.g. `https://example.com/wp-json/`. */
	readonly restRoot: string;
	/** Where the provider's namespaces are reached; the site's REST root when absent. */
	readonly providerRoot?: string;
	/** The `wp_rest` nonce, sent as `X-WP-Nonce`. */
	readonly nonce: string;
	/** WordPress locale, e.g. `en_US`. */
	readonly locale: string;
	readonly siteType: SiteType;
	/** The site's id on the hosted platform (its blog id), when known. */
	readonly siteId?: number;
	/** Feature flags by name; a missing flag is off. */
	readonly features: Readonly<Record<string, boolean>>;
	/** True for a private site (`blog_public` of -1); absent means public. */
	readonly isPrivate?: boolean;
	/** The paid blocks the site's plan does not include, by block name, with the plan that does. */
	readonly requiredPlans?: Readonly<Record<string, HostRequiredPlan>>;
	/**
	 * True when usage events go to the provider's analytics (`wpcom/v2/tracks` on the
	 * provider root); absent or false: the host records none.
	 */
	readonly tracks?: boolean;
	/** The connection facts for @blockyard/connection (`parseConnectionPageState` validates them). */
	readonly connection?: unknown;
	/** The hosted platform's public API host (the AI query, the public API), when not the real one. */
	readonly platformRoot?: string;
	/** The maps provider's geocoding (the map block's search with a Mapbox token), when not the real one. */
	readonly geocodingRoot?: string;
	/** The site's AI plan and quota, so the editor knows them without a request. */
	readonly aiFeature?: AiFeatureResponse;
	/**
	 * The block tiers the site lets the editor register beside production (the plugin's
	 * `blockyard_block_tiers` option); absent or empty: production blocks only.
	 */
	readonly blockTiers?: readonly BlockTier[];
	/** Which editor the page is; absent: a post's. */
	readonly editorKind?: HostEditorKind;
}
