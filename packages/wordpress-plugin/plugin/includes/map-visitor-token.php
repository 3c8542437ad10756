<?php
/**
 * MapKit for visitors: `GET blockyard/v1/maps/mapkit-token`, open to anyone, answers the
 * MapKit JS token a visitor's map is drawn with, as the provider's `wpcom/v2/mapkit` answers
 * the editor's (`{ wpcom_mapkit_access_token }`), and only while the site's map provider is
 * MapKit. MapKit JS tokens are made for browsers (short-lived, limited to the site's
 * address), so a page may have one; it is never saved in a post, and the rendered map
 * carries only this route's address (includes/map-block.php).
 *
 * The site asks the provider for the token as itself (`wpcom/v2/mapkit` on
 * blockyard_provider_root()) and keeps it, and a failure, in a short transient: however many
 * visitors ask, the provider is asked at most once in that time. The site authenticates as
 * includes/provider-site-auth.php says.
 *
 * Filters:
 * - `blockyard_mapkit_visitor_token`: the token visitors get ('' for none).
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** The transient holding the visitors' token ('' after a failure). */
const BLOCKYARD_MAPKIT_TOKEN_TRANSIENT = 'blockyard_mapkit_visitor_token';

/** How long a token is kept, in seconds: well within a MapKit token's life. */
const BLOCKYARD_MAPKIT_TOKEN_TTL = 300;

/** How long a failure is kept before the provider is asked again, in seconds. */
const BLOCKYARD_MAPKIT_FAILURE_TTL = 60;

/** How long the provider has to answer, in seconds. */
const BLOCKYARD_MAPKIT_TIMEOUT = 5;

/** The route's path under the REST root. */
const BLOCKYARD_MAPKIT_TOKEN_ROUTE = 'blockyard/v1/maps/mapkit-token';

/**
 * True for what a MapKit token looks like (a JWT: three base64url parts).
 *
 * @param mixed $value The token.
 * @return bool
 */
function blockyard_is_mapkit_token( $value ) {
	return is_string( $value ) && 1 === preg_match( '/^[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{0,2000}$/D', $value );
}

/**
 * The address of the visitors' token route, which a MapKit site's rendered maps carry.
 *
 * @return string
 */
function blockyard_mapkit_token_url() {
	return rest_url( BLOCKYARD_MAPKIT_TOKEN_ROUTE );
}

/**
 * The token from the provider (`wpcom/v2/mapkit`), asked for as the site; '' when none could be had.
 *
 * @return string
 */
function blockyard_fetch_mapkit_token() {
	$response = wp_remote_get(
		trailingslashit( blockyard_provider_root() ) . 'wpcom/v2/mapkit',
		array(
			'headers' => blockyard_provider_site_auth_headers(),
			'timeout' => BLOCKYARD_MAPKIT_TIMEOUT,
		)
	);
	if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
		return '';
	}
	$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	return is_array( $body ) && isset( $body['wpcom_mapkit_access_token'] ) && blockyard_is_mapkit_token( $body['wpcom_mapkit_access_token'] )
		? $body['wpcom_mapkit_access_token']
		: '';
}

/**
 * The visitors' token: the one kept, else the provider's (kept for a few minutes, a failure
 * for one); '' when there is none.
 *
 * @return string
 */
function blockyard_mapkit_visitor_token() {
	$kept = get_transient( BLOCKYARD_MAPKIT_TOKEN_TRANSIENT );
	if ( is_string( $kept ) ) {
		$token = $kept;
	} else {
		$token = blockyard_fetch_mapkit_token();
		set_transient( BLOCKYARD_MAPKIT_TOKEN_TRANSIENT, $token, '' === $token ? BLOCKYARD_MAPKIT_FAILURE_TTL : BLOCKYARD_MAPKIT_TOKEN_TTL );
	}
	$token = apply_filters( 'blockyard_mapkit_visitor_token', $token );
	return blockyard_is_mapkit_token( $token ) ? $token : '';
}

/**
 * Registers `GET blockyard/v1/maps/mapkit-token` (anyone: a visitor's page asks it).
 */
function blockyard_register_mapkit_token_route() {
	register_rest_route(
		'blockyard/v1',
		'/maps/mapkit-token',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'blockyard_get_mapkit_visitor_token',
			'permission_callback' => '__return_true',
		)
	);
}

/**
 * `{ wpcom_mapkit_access_token }` while the site's maps are drawn with MapKit; a 404 when they
 * are not (nothing is asked of the provider), a 503 `mapkit_error` when no token could be had.
 *
 * @return WP_REST_Response|WP_Error
 */
function blockyard_get_mapkit_visitor_token() {
	$settings = blockyard_map_settings();
	if ( 'mapkit' !== $settings['provider'] ) {
		return new WP_Error( 'mapkit_unavailable', __( 'This site’s maps are not drawn with Apple Maps.', 'blockyard' ), array( 'status' => 404 ) );
	}
	$token = blockyard_mapkit_visitor_token();
	if ( '' === $token ) {
		return new WP_Error( 'mapkit_error', __( 'Failed to retrieve a Mapkit API token. Please try refreshing.', 'blockyard' ), array( 'status' => 503 ) );
	}
	$response = new WP_REST_Response( array( 'wpcom_mapkit_access_token' => $token ) );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}
