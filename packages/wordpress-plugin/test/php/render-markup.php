<?php
/**
 * Renders markup through the plugin's saved-output render filter outside WordPress: loads
 * WordPress's HTML API from the folder given, stubs the few WordPress functions the filter
 * calls, and reads a JSON request on standard input:
 * `{ "site": "https://example.com", "frameHosts": [...], "mediaHosts": [...], "documents": [...] }`.
 * Prints the documents as the filter leaves them, as a JSON list, in the same order.
 * Run by src/saved-output-policy-php.test.ts: `php render-markup.php <wp-includes folder>`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'BLOCKYARD_PLUGIN_DIR', __DIR__ );

foreach ( array( 'class-wp-html-attribute-token', 'class-wp-html-span', 'class-wp-html-text-replacement', 'class-wp-html-tag-processor' ) as $blockyard_class_file ) {
	require $argv[1] . '/html-api/' . $blockyard_class_file . '.php';
}

$blockyard_request = json_decode( (string) stream_get_contents( STDIN ), true );

// The WordPress functions the filter and the HTML API call, as WordPress answers them.
function __( $text ) {
	return $text;
}
function _doing_it_wrong( $name, $message ) {
	fwrite( STDERR, "$name: $message\n" );
}
function esc_attr( $text ) {
	return htmlspecialchars( $text, ENT_QUOTES, 'UTF-8' );
}
function esc_url( $url ) {
	return esc_attr( $url );
}
function wp_kses_uri_attributes() {
	return array( 'action', 'href', 'poster', 'src', 'srcset', 'formaction', 'data', 'cite' );
}
function home_url() {
	return $GLOBALS['blockyard_request']['site'];
}
function site_url() {
	return $GLOBALS['blockyard_request']['site'];
}
function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component );
}
function wp_json_file_decode() {
	return $GLOBALS['blockyard_request']['mediaHosts'];
}
function apply_filters( $name, $value ) {
	return $value;
}
function blockyard_embed_frame_hosts() {
	return $GLOBALS['blockyard_request']['frameHosts'];
}

require dirname( __DIR__, 2 ) . '/plugin/includes/saved-output-render.php';

$blockyard_rendered = array();
foreach ( $blockyard_request['documents'] as $blockyard_document ) {
	$blockyard_rendered[] = blockyard_police_saved_output( $blockyard_document, array( 'blockName' => 'blockyard/test' ) );
}
echo json_encode( $blockyard_rendered );
