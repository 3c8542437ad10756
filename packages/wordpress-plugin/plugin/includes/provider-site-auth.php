<?php
/**
 * How the site speaks to the provider as itself, for what it asks at render time (a hosted
 * video's playback token, a MapKit site's visitors' token).
 *
 * Filters:
 * - `blockyard_provider_site_auth_headers`: the headers that authenticate the site to the
 *   provider. With the local provider (BLOCKYARD_PROVIDER_ROOT), its data folder's nonce, which
 *   it hands to programs on its machine, never to a page; a real site signs as its blog here.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** Seconds the provider has to give its nonce. */
const BLOCKYARD_PROVIDER_NONCE_TIMEOUT = 5;

/**
 * The origin of BLOCKYARD_PROVIDER_ROOT (`http://127.0.0.1:8787`, no slash at the end), or ''
 * when the constant is not defined or names no origin.
 *
 * @return string
 */
function blockyard_provider_origin() {
	if ( ! defined( 'BLOCKYARD_PROVIDER_ROOT' ) ) {
		return '';
	}
	$parts = wp_parse_url( (string) BLOCKYARD_PROVIDER_ROOT );
	return is_array( $parts ) && isset( $parts['scheme'], $parts['host'] )
		? $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' )
		: '';
}

/**
 * The headers that authenticate the site to the provider (see the file's filter).
 *
 * @return array
 */
function blockyard_provider_site_auth_headers() {
	$headers = array();
	$origin  = blockyard_provider_origin();
	if ( '' !== $origin ) {
		$response = wp_remote_get( $origin . '/blockyard/nonce', array( 'timeout' => BLOCKYARD_PROVIDER_NONCE_TIMEOUT ) );
		$body     = is_wp_error( $response ) ? null : json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( is_array( $body ) && isset( $body['nonce'] ) && is_string( $body['nonce'] ) && 1 === preg_match( '/^[A-Za-z0-9_-]{1,200}$/D', $body['nonce'] ) ) {
			$headers['X-WP-Nonce'] = $body['nonce'];
		}
	}
	return (array) apply_filters( 'blockyard_provider_site_auth_headers', $headers );
}
