<?php
/**
 * Test site only: `?blockyard_e2e_connected=1` on an editor page makes the page state say
 * the site is registered and the user connected, so the AI specs run as a connected user
 * while every other spec sees the plugin's default (not registered).
 *
 * @package Blockyard
 */

add_filter(
	'blockyard_connection_state',
	function ( $state ) {
		if ( empty( $_GET['blockyard_e2e_connected'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			return $state;
		}
		$state['connectionStatus'] = array(
			'isRegistered'      => true,
			'isUserConnected'   => true,
			'hasConnectedOwner' => true,
		);
		return $state;
	}
);
