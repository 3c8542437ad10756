<?php
/**
 * Test site only: `?blockyard_e2e_no_ads=1` on a page (an editor's or a visitor's) makes the
 * site one without ads (`blockyard_ads_enabled` false), so a spec can see what such a site
 * shows while every other spec sees the plugin's default (ads on, the local provider standing
 * in for the ad network).
 *
 * @package Blockyard
 */

add_filter(
	'blockyard_ads_enabled',
	function ( $enabled ) {
		return empty( $_GET['blockyard_e2e_no_ads'] ) ? $enabled : false; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	}
);
