<?php
/**
 * Runs the map block's PHP (plugin/includes/maps.php and map-block.php) outside WordPress:
 * loads WordPress's HTML API from the folder given, stubs the few WordPress functions they
 * call, and reads a JSON request on standard input:
 * `{ "option": the saved blockyard_maps option, "tilesRoot": a BLOCKYARD_MAP_TILES_ROOT or absent,
 * "filteredToken": what blockyard_map_visitor_token answers (absent: no filter), "renders": [ HTML ] }`.
 * Prints `{ "settings": the site's map settings, "renders": [ HTML ], "sanitized": the option as
 * it would be saved }`.
 * Run by src/map-block-php.test.ts: `php map-block.php <wp-includes folder>`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );

foreach ( array( 'class-wp-html-attribute-token', 'class-wp-html-span', 'class-wp-html-text-replacement', 'class-wp-html-tag-processor' ) as $blockyard_class_file ) {
	require $argv[1] . '/html-api/' . $blockyard_class_file . '.php';
}

$blockyard_request = json_decode( (string) stream_get_contents( STDIN ), true );
if ( isset( $blockyard_request['tilesRoot'] ) ) {
	define( 'BLOCKYARD_MAP_TILES_ROOT', $blockyard_request['tilesRoot'] );
}

function __( $text ) {
	return $text;
}
function _doing_it_wrong( $name, $message ) {
	fwrite( STDERR, "$name: $message\n" );
}
function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function wp_kses_uri_attributes() {
	return array( 'action', 'href', 'poster', 'src', 'srcset', 'formaction', 'data', 'cite' );
}
function trailingslashit( $value ) {
	return rtrim( $value, '/\\' ) . '/';
}
function get_option( $name, $fallback = false ) {
	return 'blockyard_maps' === $name && isset( $GLOBALS['blockyard_request']['option'] ) ? $GLOBALS['blockyard_request']['option'] : $fallback;
}
function apply_filters( $name, $value ) {
	if ( 'blockyard_map_visitor_token' === $name && array_key_exists( 'filteredToken', $GLOBALS['blockyard_request'] ) ) {
		return $GLOBALS['blockyard_request']['filteredToken'];
	}
	return $value;
}

require dirname( __DIR__, 2 ) . '/plugin/includes/maps.php';
require dirname( __DIR__, 2 ) . '/plugin/includes/map-block.php';

$blockyard_renders = array();
foreach ( $blockyard_request['renders'] ?? array() as $blockyard_html ) {
	$blockyard_renders[] = blockyard_add_map_settings( $blockyard_html );
}
echo json_encode(
	array(
		'settings'  => blockyard_map_settings(),
		'renders'   => $blockyard_renders,
		'sanitized' => blockyard_sanitize_map_settings( $blockyard_request['option'] ?? array() ),
	),
	JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
);
