<?php
/**
 * Runs Latest Instagram Posts' render filter (plugin/includes/instagram-gallery-block.php) outside
 * WordPress: stubs the few WordPress functions it calls (the provider's answers, the transients,
 * the clock; the site is https://site.test, its media hosts `*.cdninstagram.com`) and reads a JSON request on standard input:
 * `{ "root": "https://…/wp-json/", "answers": { "<url>": { "status", "body" } | "error" },
 * "renders": [ { "content", "attrs", "advance"?: seconds } ] }`.
 * Prints `{ "renders": [ HTML ], "requests": [ url ], "transients": { name: seconds } }`.
 * Run by src/instagram-gallery-block-php.test.ts.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'BLOCKYARD_PLUGIN_DIR', __DIR__ );

$blockyard_request    = json_decode( (string) stream_get_contents( STDIN ), true );
$blockyard_requests   = array();
$blockyard_transients = array();
$blockyard_now        = 0;

function __( $text ) {
	return $text;
}
function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_url( $url ) {
	return str_replace( '&', '&#038;', htmlspecialchars( (string) $url, ENT_QUOTES, 'UTF-8', false ) );
}
function sanitize_html_class( $name ) {
	return preg_replace( '/[^A-Za-z0-9_-]/', '', (string) $name );
}
function trailingslashit( $text ) {
	return rtrim( $text, '/\\' ) . '/';
}
function add_query_arg( $args, $url ) {
	$pairs = array();
	foreach ( $args as $key => $value ) {
		$pairs[] = $key . '=' . $value;
	}
	return $url . ( false === strpos( $url, '?' ) ? '?' : '&' ) . implode( '&', $pairs );
}
function home_url() {
	return 'https://site.test';
}
function site_url() {
	return 'https://site.test';
}
function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component );
}
function wp_json_file_decode() {
	return array( '*.cdninstagram.com' );
}
function apply_filters( $name, $value ) {
	return $value;
}
function blockyard_provider_root() {
	return $GLOBALS['blockyard_request']['root'];
}
function wp_remote_get( $url ) {
	$GLOBALS['blockyard_requests'][] = $url;
	$answer                          = $GLOBALS['blockyard_request']['answers'][ $url ] ?? 'error';
	return 'error' === $answer ? new WP_Error() : $answer;
}
class WP_Error {
}
function is_wp_error( $thing ) {
	return $thing instanceof WP_Error;
}
function wp_remote_retrieve_response_code( $response ) {
	return $response['status'];
}
function wp_remote_retrieve_body( $response ) {
	return is_string( $response['body'] ) ? $response['body'] : json_encode( $response['body'] );
}
function get_transient( $name ) {
	$kept = $GLOBALS['blockyard_transients'][ $name ] ?? null;
	return null === $kept || $kept['until'] <= $GLOBALS['blockyard_now'] ? false : $kept['value'];
}
function set_transient( $name, $value, $seconds ) {
	$GLOBALS['blockyard_transients'][ $name ] = array(
		'value'   => $value,
		'until'   => $GLOBALS['blockyard_now'] + $seconds,
		'seconds' => $seconds,
	);
	return true;
}

require dirname( __DIR__, 2 ) . '/plugin/includes/instagram-gallery-block.php';

$blockyard_renders = array();
foreach ( $blockyard_request['renders'] ?? array() as $blockyard_case ) {
	$blockyard_now      += $blockyard_case['advance'] ?? 0;
	$blockyard_renders[] = blockyard_render_instagram_gallery( $blockyard_case['content'], array( 'attrs' => $blockyard_case['attrs'] ) );
}
$blockyard_kept = array();
foreach ( $blockyard_transients as $blockyard_name => $blockyard_transient ) {
	$blockyard_kept[ $blockyard_name ] = $blockyard_transient['seconds'];
}
echo json_encode(
	array(
		'renders'    => $blockyard_renders,
		'requests'   => $blockyard_requests,
		'transients' => (object) $blockyard_kept,
	),
	JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
);
