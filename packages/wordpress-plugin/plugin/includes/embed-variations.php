<?php
/**
 * The oEmbed providers of the services the embeds package adds to WordPress's Embed block as
 * variations (packages/embeds/src/variations): WordPress knows none of them, so without these
 * its embed proxy cannot show an address of them. Loom, Descript and SmartFrame answer oEmbed
 * openly at their own endpoints. Facebook and Instagram need an access token, which the site
 * does not have: their addresses still show the Embed block's "could not be embedded" unless
 * another plugin gives them a provider.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * The services' page addresses (the same as the variations' patterns) and their oEmbed
 * endpoints: regex => array( endpoint, true ), as `oembed_providers` has them.
 *
 * @return array<string, array{0: string, 1: bool}>
 */
function blockyard_embed_variation_providers() {
	return array(
		'#^https://share\.descript\.com/(?:view|embed)/\w+#i'     => array( 'https://api.descript.com/v2/oembed', true ),
		'#^https?://(?:www\.)?loom\.com/(?:share|embed)/.+#i'     => array( 'https://www.loom.com/v1/oembed', true ),
		'#^https?://(?:[a-z0-9-]+\.)?smartframe\.(?:io|net)/.+#i' => array( 'https://oembed.smartframe.io/', true ),
	);
}

/**
 * `oembed_providers`: adds the services' providers after the ones there are (WordPress's own
 * and other plugins'), so an address another plugin already gives a provider keeps it.
 *
 * @param array $providers Regex or wildcard => array( endpoint, is_regex ).
 * @return array
 */
function blockyard_embed_variation_oembed_providers( $providers ) {
	return ( is_array( $providers ) ? $providers : array() ) + blockyard_embed_variation_providers();
}
