<?php
/**
 * Runs the payment button's render filter (plugin/includes/payment-button-block.php) outside
 * WordPress: stubs the few WordPress functions it calls and reads a JSON request on standard input:
 * `{ "root": "https://…/wp-json/", "page": "/path?query", "get": { … }, "renders": [ { "content", "attrs" } ] }`.
 * Prints `{ "renders": [ HTML ] }`. Run by src/payment-button-block-php.test.ts.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'BLOCKYARD_MONEY_CONTRACT_FILE', dirname( __DIR__, 3 ) . '/api-client/src/money-contract/contract.json' );

$blockyard_request      = json_decode( (string) stream_get_contents( STDIN ), true );
$_SERVER['REQUEST_URI'] = $blockyard_request['page'];
$_GET                   = $blockyard_request['get'] ?? array();

function esc_html__( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_attr__( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_url( $url ) {
	return htmlspecialchars( (string) $url, ENT_QUOTES, 'UTF-8' );
}
function esc_url_raw( $url ) {
	return (string) $url;
}
function wp_unslash( $value ) {
	return $value;
}
function home_url( $path ) {
	return 'http://site.test' . $path;
}
function remove_query_arg( $keys, $url ) {
	$parts = parse_url( $url );
	parse_str( $parts['query'] ?? '', $query );
	foreach ( $keys as $key ) {
		unset( $query[ $key ] );
	}
	$built = http_build_query( $query );
	return $parts['scheme'] . '://' . $parts['host'] . ( $parts['path'] ?? '/' ) . ( '' === $built ? '' : '?' . $built ) . ( isset( $parts['fragment'] ) ? '#' . $parts['fragment'] : '' );
}
function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component );
}
function blockyard_provider_root() {
	return $GLOBALS['blockyard_request']['root'];
}
function apply_filters( $name, $value ) {
	return $value;
}
function add_filter() {
}

require dirname( __DIR__, 2 ) . '/plugin/includes/saved-output-policy.php';
require dirname( __DIR__, 2 ) . '/plugin/includes/payment-button-block.php';

$blockyard_renders = array();
foreach ( $blockyard_request['renders'] ?? array() as $blockyard_case ) {
	$blockyard_renders[] = blockyard_render_payment_button( $blockyard_case['content'], array( 'attrs' => $blockyard_case['attrs'] ) );
}
echo json_encode( array( 'renders' => $blockyard_renders ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
