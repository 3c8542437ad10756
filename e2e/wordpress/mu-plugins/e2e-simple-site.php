<?php
/**
 * Test site only: `?blockyard_e2e_simple_site=1` on an editor page makes the page state say
 * the site is a simple site whose id on the platform is 1 (the local provider's demo blog
 * id), so a spec can run the AI through a simple site's token path while every other spec
 * sees the plugin's default (a self-hosted site of unknown id).
 *
 * @package Blockyard
 */

/** True when the request asks for the simple site. */
function blockyard_e2e_simple_site() {
	return ! empty( $_GET['blockyard_e2e_simple_site'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
}

add_filter(
	'blockyard_site_type',
	function ( $type ) {
		return blockyard_e2e_simple_site() ? 'simple' : $type;
	}
);

add_filter(
	'blockyard_site_id',
	function ( $id ) {
		return blockyard_e2e_simple_site() ? 1 : $id;
	}
);
