<?php
/**
 * The map block on a visitor's page: its saved markup holds the places and the map's
 * own settings; what the visitor's script also needs from the site (includes/maps.php),
 * its map provider, where the tiles of each provider and style come from and the public
 * Mapbox token, is added to the rendered block here, so a visitor sees the style the
 * author chose. The playground's preview does the same in TypeScript
 * (tools/playground/src/preview/map-settings.ts).
 *
 * The token is the site's public one (`pk.`, Settings → Maps): Mapbox's own maps put such
 * a token in their pages, and the site restricts it to its own address; a secret one
 * never reaches a page. Without one, a map Mapbox would draw is drawn with the keyless
 * tiles of its style. The `blockyard_map_visitor_token` filter may replace it, and is
 * held to the same rule.
 *
 * On a MapKit site the map carries the address of the visitors' MapKit token route
 * (includes/map-visitor-token.php), never a token: the view asks it when it draws.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds `data-provider`, `data-tiles-openstreetmap`, `data-tiles-mapbox`,
 * `data-tiles-satellite` and `data-tiles-terrain` (when the site has such imagery) and
 * `data-mapbox-token` (when the site has a public token) to a rendered map, and
 * `data-mapkit-token-url` when the site's maps are drawn with MapKit.
 *
 * @param string $block_content The block's HTML.
 * @return string
 */
function blockyard_add_map_settings( $block_content ) {
	$tags = new WP_HTML_Tag_Processor( $block_content );
	if ( ! $tags->next_tag( array( 'class_name' => 'wp-block-blockyard-map' ) ) ) {
		return $block_content;
	}
	$settings = blockyard_map_settings();
	$tags->set_attribute( 'data-provider', $settings['provider'] );
	foreach ( $settings['tiles'] as $name => $template ) {
		$tags->set_attribute( 'data-tiles-' . $name, $template );
	}
	$token = apply_filters( 'blockyard_map_visitor_token', $settings['mapboxToken'] );
	if ( blockyard_is_mapbox_public_token( $token ) ) {
		$tags->set_attribute( 'data-mapbox-token', $token );
	}
	if ( 'mapkit' === $settings['provider'] ) {
		$tags->set_attribute( 'data-mapkit-token-url', blockyard_mapkit_token_url() );
	}
	return $tags->get_updated_html();
}
