<?php
/**
 * What the editor script needs to know about the page: REST roots and nonce, the
 * site's locale and type, and feature flags. Read in JS as `window.blockyardPageState`.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Where the provider's namespaces (wpcom/v2, …) are reached: the constant
 * BLOCKYARD_PROVIDER_ROOT, else the site's REST root; the filter
 * `blockyard_provider_root` has the last word.
 *
 * @return string A REST root URL.
 */
function blockyard_provider_root() {
	$default = defined( 'BLOCKYARD_PROVIDER_ROOT' ) ? (string) BLOCKYARD_PROVIDER_ROOT : rest_url();
	return esc_url_raw( (string) apply_filters( 'blockyard_provider_root', $default ) );
}

/**
 * The page state for the host interface.
 *
 * Filters:
 * - `blockyard_provider_root`: where the provider's namespaces (wpcom/v2, …) are reached;
 *   the site's REST root by default. The constant BLOCKYARD_PROVIDER_ROOT sets it too.
 * - `blockyard_site_type`: `simple`, `atomic` or `self-hosted` (default).
 * - `blockyard_site_id`: the site's id on the hosted platform (its blog id), a positive
 *   integer; none by default, and `siteId` is then left out. A simple site needs it for
 *   its AI token.
 * - `blockyard_features`: feature flags, name => bool.
 * - `blockyard_tracks`: whether the editor sends usage events to the provider's analytics
 *   (`wpcom/v2/tracks` on the provider root). Off by default, since this plugin has no such
 *   route; on when BLOCKYARD_PROVIDER_ROOT names a provider that has one (the local provider).
 * - `blockyard_site_is_private`: whether only the site's members may see it; by default
 *   when `blog_public` is -1 (how a private site is kept: 0 only asks search engines not
 *   to index a public site).
 * - `blockyard_connection_state`: the connection facts @blockyard/connection starts from
 *   (connectionStatus, userConnectionData, …); by default a site that is not registered,
 *   with the nonce registration needs.
 * - `blockyard_platform_root`: the hosted platform's public API host (the streamed AI
 *   query and the public API live there); the real one by default (the client's
 *   default, so it is left out of the page state). The constant BLOCKYARD_PLATFORM_ROOT
 *   sets it too (a local provider stands in for the platform in tests).
 * - `blockyard_geocoding_root`: the maps provider's geocoding (includes/maps.php); the real one
 *   by default, left out of the page state.
 * - `blockyard_required_plans`: the paid blocks the site's plan does not include, by block
 *   name, each with the plan that does: `array( 'blockyard/donations' => array( 'slug' =>
 *   'value_bundle', 'name' => 'Premium' ) )`, and optionally its `checkoutUrl`. By default
 *   what the site's plan on the provider and the platform's plans list say (site-plans.php;
 *   none when they cannot be read); the filter gets that and has the last word. The editor
 *   asks to upgrade above such a block.
 * - `blockyard_ai_feature`: the site's AI plan and quota in the service's shape
 *   (`has-feature`, `requests-count`, …); none by default (the editor asks the service).
 * - `blockyard_block_tiers`: the block tiers the editor registers beside production
 *   (`beta`, `experimental`); by default the `blockyard_block_tiers` option's
 *   (block-tiers.php), none unless the site allows them.
 *
 * `editorKind` says which editor the page is (`post`, `site`, `widgets`): a block of the
 * `no-post-editor` tier registers only outside a post's editor.
 *
 * @return array
 */
function blockyard_page_state() {
	$rest_root     = esc_url_raw( rest_url() );
	$site_type     = (string) apply_filters( 'blockyard_site_type', 'self-hosted' );
	$features      = array_map( 'boolval', (array) apply_filters( 'blockyard_features', array( 'ai-assistant' => true ) ) );
	$platform_root = defined( 'BLOCKYARD_PLATFORM_ROOT' ) ? (string) BLOCKYARD_PLATFORM_ROOT : '';
	$platform_root = (string) apply_filters( 'blockyard_platform_root', $platform_root );
	$ai_feature    = apply_filters( 'blockyard_ai_feature', null );
	$plans         = blockyard_required_plans( apply_filters( 'blockyard_required_plans', blockyard_site_required_plans() ) );
	// A positive integer (or its digits as a string), else false.
	$site_id = filter_var( apply_filters( 'blockyard_site_id', null ), FILTER_VALIDATE_INT, array( 'options' => array( 'min_range' => 1 ) ) );

	$state = array(
		'restRoot'      => $rest_root,
		'providerRoot'  => blockyard_provider_root(),
		'nonce'         => wp_create_nonce( 'wp_rest' ),
		'locale'        => determine_locale(),
		'siteType'      => in_array( $site_type, array( 'simple', 'atomic', 'self-hosted' ), true ) ? $site_type : 'self-hosted',
		'features'      => (object) $features,
		'isPrivate'     => (bool) apply_filters( 'blockyard_site_is_private', -1 === (int) get_option( 'blog_public', 1 ) ),
		'tracks'        => (bool) apply_filters( 'blockyard_tracks', defined( 'BLOCKYARD_PROVIDER_ROOT' ) ),
		'requiredPlans' => (object) $plans,
		'blockTiers'    => blockyard_block_tiers(),
		'editorKind'    => blockyard_editor_kind(),
		'connection'    => (object) apply_filters(
			'blockyard_connection_state',
			array(
				'registrationNonce' => wp_create_nonce( 'jetpack-registration-nonce' ),
				'connectionStatus'  => array(
					'isRegistered'      => false,
					'isUserConnected'   => false,
					'hasConnectedOwner' => false,
				),
				'isOfflineMode'     => false,
			)
		),
	);
	if ( false !== $site_id ) {
		$state['siteId'] = $site_id;
	}
	if ( '' !== $platform_root ) {
		$state['platformRoot'] = esc_url_raw( $platform_root );
	}
	$geocoding_root = blockyard_geocoding_root();
	if ( '' !== $geocoding_root ) {
		$state['geocodingRoot'] = esc_url_raw( $geocoding_root );
	}
	if ( is_array( $ai_feature ) ) {
		$state['aiFeature'] = (object) $ai_feature;
	}
	return $state;
}

/**
 * The required plans as the editor reads them: each block name with a plan's non-empty `slug`
 * and `name` (and its `checkoutUrl` when it is a web address); anything else is left out.
 *
 * @param mixed $plans What the `blockyard_required_plans` filter gave.
 * @return array Block name => array( 'slug', 'name'[, 'checkoutUrl'] ).
 */
function blockyard_required_plans( $plans ) {
	$valid = array();
	foreach ( is_array( $plans ) ? $plans : array() as $block => $plan ) {
		if ( ! is_string( $block ) || ! is_array( $plan ) || empty( $plan['slug'] ) || empty( $plan['name'] ) ) {
			continue;
		}
		$valid[ $block ] = array(
			'slug' => (string) $plan['slug'],
			'name' => (string) $plan['name'],
		);
		if ( ! empty( $plan['checkoutUrl'] ) && in_array( wp_parse_url( (string) $plan['checkoutUrl'], PHP_URL_SCHEME ), array( 'http', 'https' ), true ) ) {
			$valid[ $block ]['checkoutUrl'] = esc_url_raw( $plan['checkoutUrl'] );
		}
	}
	return $valid;
}
