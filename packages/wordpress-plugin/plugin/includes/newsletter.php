<?php
/**
 * Newsletter signups from visitors (docs/decisions/0033-newsletter-signup.md): the public
 * route `POST blockyard/v1/newsletter/subscribe` that the newsletter block's visitor script
 * posts to, with JSON `{ email, interests?, signupFieldTag?, signupFieldValue? }`. It checks
 * the address with is_email() and forwards the signup, unchanged, to the provider's
 * `wpcom/v2/mailchimp/subscribe` on the provider root (blockyard_provider_root()), which
 * keeps the list. It answers `{ subscribed: true }`, for an address already on the list
 * too, or a WP_Error whose code is one of the client's NEWSLETTER_ERROR_CODES
 * (packages/api-client/src/namespaces/newsletter.ts). The local provider answers the same
 * route alike in the playground (tools/local-provider/src/newsletter/subscribe-route.ts):
 * change both together.
 *
 * Rate limits: the route is public, like a comment form, and keeps no limit of its own.
 * WordPress has nothing to build one on but a per-address transient, which visitors behind
 * one shared address would trip together and a flood from rotating addresses would not; the
 * list service limits (and confirms) signups on its side, each request costs one small
 * forward, and a host's firewall is the place to stop floods. A site that wants a limit can
 * add one in a `rest_pre_dispatch` filter for this route.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** Seconds the forward to the provider may take. */
const BLOCKYARD_NEWSLETTER_TIMEOUT = 10;

/**
 * Registers `POST blockyard/v1/newsletter/subscribe`.
 */
function blockyard_register_newsletter_routes() {
	register_rest_route(
		'blockyard/v1',
		'/newsletter/subscribe',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'blockyard_newsletter_subscribe',
			// A visitor's signup: anyone may send one (see the rate limits above).
			'permission_callback' => '__return_true',
		)
	);
}

/**
 * The error of one kind, with its code, message and status (the client's
 * NEWSLETTER_ERROR_CODES).
 *
 * @param string $kind invalidEmail, invalidRequest, notConnected or failed.
 * @return WP_Error
 */
function blockyard_newsletter_error( $kind ) {
	switch ( $kind ) {
		case 'invalidEmail':
			return new WP_Error( 'blockyard_newsletter_invalid_email', __( 'Please enter a valid email address.', 'blockyard' ), array( 'status' => 400 ) );
		case 'invalidRequest':
			return new WP_Error( 'blockyard_newsletter_invalid_request', __( 'A signup is JSON: { email, interests?, signupFieldTag?, signupFieldValue? }.', 'blockyard' ), array( 'status' => 400 ) );
		case 'notConnected':
			return new WP_Error( 'blockyard_newsletter_not_connected', __( 'This site has no newsletter list connected.', 'blockyard' ), array( 'status' => 503 ) );
		default:
			return new WP_Error( 'blockyard_newsletter_failed', __( 'The newsletter service could not add this address. Please try again later.', 'blockyard' ), array( 'status' => 502 ) );
	}
}

/**
 * Whether a value is a string of valid UTF-8 of at most `$max_length` characters.
 *
 * @param mixed $value      The value.
 * @param int   $max_length The most characters allowed.
 * @return bool
 */
function blockyard_newsletter_is_text( $value, $max_length ) {
	return is_string( $value ) && 1 === preg_match( '//u', $value ) && mb_strlen( $value, 'UTF-8' ) <= $max_length;
}

/**
 * The signup in the body, with the email trimmed, or the invalidRequest error: the
 * limits of the client's newsletterSignupSchema.
 *
 * @param mixed $body The decoded JSON body.
 * @return array|WP_Error
 */
function blockyard_newsletter_signup_from( $body ) {
	if ( ! is_array( $body ) || ! isset( $body['email'] ) || ! blockyard_newsletter_is_text( $body['email'], 254 ) ) {
		return blockyard_newsletter_error( 'invalidRequest' );
	}
	$signup = array( 'email' => trim( $body['email'] ) );
	if ( isset( $body['interests'] ) ) {
		$interests = $body['interests'];
		if ( ! is_array( $interests ) || array_values( $interests ) !== $interests || count( $interests ) > 50 ) {
			return blockyard_newsletter_error( 'invalidRequest' );
		}
		foreach ( $interests as $interest ) {
			if ( ! blockyard_newsletter_is_text( $interest, 100 ) ) {
				return blockyard_newsletter_error( 'invalidRequest' );
			}
		}
		$signup['interests'] = $interests;
	}
	foreach ( array(
		'signupFieldTag'   => 100,
		'signupFieldValue' => 255,
	) as $key => $max_length ) {
		if ( ! isset( $body[ $key ] ) ) {
			continue;
		}
		if ( ! blockyard_newsletter_is_text( $body[ $key ], $max_length ) ) {
			return blockyard_newsletter_error( 'invalidRequest' );
		}
		$signup[ $key ] = sanitize_text_field( $body[ $key ] );
	}
	return $signup;
}

/**
 * The provider's signup URL, or null when the provider root is the site's own (no
 * provider set up: nothing to forward to).
 *
 * @return string|null
 */
function blockyard_newsletter_provider_url() {
	$root = trailingslashit( blockyard_provider_root() );
	if ( untrailingslashit( $root ) === untrailingslashit( esc_url_raw( rest_url() ) ) ) {
		return null;
	}
	return $root . 'wpcom/v2/mailchimp/subscribe';
}

/**
 * `POST blockyard/v1/newsletter/subscribe`: checks a visitor's signup and forwards it.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error 200 { subscribed: true }, or 400, 502, 503.
 */
function blockyard_newsletter_subscribe( $request ) {
	$signup = blockyard_newsletter_signup_from( $request->get_json_params() );
	if ( is_wp_error( $signup ) ) {
		return $signup;
	}
	if ( ! is_email( $signup['email'] ) ) {
		return blockyard_newsletter_error( 'invalidEmail' );
	}
	$url = blockyard_newsletter_provider_url();
	if ( null === $url ) {
		return blockyard_newsletter_error( 'notConnected' );
	}
	// Not wp_safe_remote_post(): the URL is the site's own configuration, never a visitor's,
	// and a local provider listens on loopback at a port of its own.
	$response = wp_remote_post(
		$url,
		array(
			'timeout'     => BLOCKYARD_NEWSLETTER_TIMEOUT,
			'redirection' => 0,
			'headers'     => array( 'Content-Type' => 'application/json' ),
			'body'        => wp_json_encode( $signup ),
			'data_format' => 'body',
		)
	);
	if ( is_wp_error( $response ) ) {
		return blockyard_newsletter_error( 'failed' );
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$answer = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( $status >= 200 && $status < 300 && is_array( $answer ) && isset( $answer['subscribed'] ) && true === $answer['subscribed'] ) {
		return new WP_REST_Response( array( 'subscribed' => true ), 200 );
	}
	// The provider's refusals keep their kind; anything else is the service failing.
	$kinds = array(
		'blockyard_newsletter_invalid_email'   => 'invalidEmail',
		'blockyard_newsletter_invalid_request' => 'invalidRequest',
		'blockyard_newsletter_not_connected'   => 'notConnected',
	);
	$code = is_array( $answer ) && isset( $answer['code'] ) && is_string( $answer['code'] ) ? $answer['code'] : '';
	return blockyard_newsletter_error( isset( $kinds[ $code ] ) ? $kinds[ $code ] : 'failed' );
}
