<?php
/**
 * Test site only: `?blockyard_e2e_php_error=warning` makes the request raise a PHP warning, and
 * `=fatal` end in a fatal error, so a spec can show that the run records them and fails the spec
 * whose request raised one (../php/record-errors.php).
 *
 * @package Blockyard
 */

add_action(
	'init',
	function () {
		$kind = isset( $_GET['blockyard_e2e_php_error'] ) ? sanitize_key( wp_unslash( $_GET['blockyard_e2e_php_error'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( 'warning' === $kind ) {
			trigger_error( 'Blockyard e2e: a warning on purpose', E_USER_WARNING ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_trigger_error
		} elseif ( 'fatal' === $kind ) {
			$missing = 'blockyard_e2e_no_such_function';
			$missing();
		}
	}
);
