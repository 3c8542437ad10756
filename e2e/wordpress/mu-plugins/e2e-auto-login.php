<?php
/**
 * Test site only: a browser's first page request is logged in as the admin and sent back to
 * the same address, as WordPress Playground does on its sites (the specs rely on it). The
 * `playground_auto_login_already_happened` cookie, set on that first request, stops it, so a
 * spec can log out or in as another user. Under WordPress Playground its own auto-login runs.
 *
 * @package Blockyard
 */

if ( defined( 'PLAYGROUND_AUTO_LOGIN_AS_USER' ) ) {
	return;
}

add_action(
	'init',
	function () {
		if ( empty( $_SERVER['REQUEST_URI'] ) || isset( $_COOKIE['playground_auto_login_already_happened'] ) ) {
			return;
		}
		if ( wp_doing_ajax() || defined( 'REST_REQUEST' ) || is_user_logged_in() || headers_sent() ) {
			return;
		}
		$user = get_user_by( 'login', 'admin' );
		if ( ! $user ) {
			return;
		}
		wp_set_current_user( $user->ID, $user->user_login );
		wp_set_auth_cookie( $user->ID );
		setcookie( 'playground_auto_login_already_happened', '1', 0, '/' );
		header( 'Location: ' . esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ), true, 302 );
		exit;
	},
	1
);
