<?php
/**
 * Test site only: the services the Embed block's variations embed (Descript, Facebook,
 * Instagram, Loom, SmartFrame) are unreachable offline, so WordPress asks the local provider's
 * `/oembed` for their addresses instead; it answers as the services would, with a frame of its
 * own stand-in page. The provider's host is the one the plugin already lets oEmbed reach (the
 * hosted video service's root, which the run points at the local provider).
 *
 * @package Blockyard
 */

add_filter(
	'oembed_providers',
	function ( $providers ) {
		if ( ! function_exists( 'blockyard_video_service_root' ) || ! defined( 'BLOCKYARD_PROVIDER_ROOT' ) ) {
			return $providers;
		}
		$endpoint = blockyard_video_service_root() . 'oembed';
		$patterns = array(
			'#^https://share\.descript\.com/(?:view|embed)/\w+#i',
			'#^https?://(?:(?:www\.|m\.|web\.)?facebook\.com|fb\.watch)/.+#i',
			'#^https?://(?:www\.)?instagr(?:\.am|am\.com)/.+#i',
			'#^https?://(?:www\.)?loom\.com/(?:share|embed)/.+#i',
			'#^https?://(?:[a-z0-9-]+\.)?smartframe\.(?:io|net)/.+#i',
		);
		$stand_ins = array();
		foreach ( $patterns as $pattern ) {
			$stand_ins[ $pattern ] = array( $endpoint, true );
		}
		// First, and in place of the plugin's own providers for the same addresses.
		return $stand_ins + $providers;
	},
	20
);
