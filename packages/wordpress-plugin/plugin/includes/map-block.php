<?php
/**
 * The map block on a visitor's page: its saved markup holds the places and the map's
 * own settings; what the visitor's script also needs from the site, its map provider
 * and where each provider's tiles come from (includes/maps.php), is added to the
 * rendered block here. The playground's preview does the same in TypeScript
 * (tools/playground/src/preview/map-settings.ts).
 *
 * The Mapbox token is not added: the site keeps none of its own here (the provider's
 * `wpcom/v2/service-api-keys/mapbox` holds it), so a visitor's map is drawn with the
 * keyless tiles unless a Mapbox token is given through the `blockyard_map_visitor_token` filter.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds `data-provider`, `data-tiles-openstreetmap`, `data-tiles-mapbox` (and
 * `data-mapbox-token` when the filter gives one) to a rendered map.
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
	$tags->set_attribute( 'data-tiles-openstreetmap', $settings['tiles']['openstreetmap'] );
	$tags->set_attribute( 'data-tiles-mapbox', $settings['tiles']['mapbox'] );
	$token = apply_filters( 'blockyard_map_visitor_token', '' );
	if ( is_string( $token ) && '' !== $token ) {
		$tags->set_attribute( 'data-mapbox-token', $token );
	}
	return $tags->get_updated_html();
}
