<?php
/**
 * Runs the ad block's PHP (plugin/includes/ad-block.php) outside WordPress: stubs the few
 * WordPress functions it calls and reads a JSON request on standard input:
 * `{ "enabled": bool, "providerDefined": bool, "root": "https://…/wp-json/", "urls": [ { "root", "format", "view" } ],
 * "renders": [ { "content", "attrs" } ] }`.
 * Prints `{ "urls": [ address or '' ], "renders": [ HTML ], "features": { … }, "defaultEnabled": bool }`.
 * Run by src/ad-block-php.test.ts: `php ad-block.php`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );

$blockyard_request = json_decode( (string) stream_get_contents( STDIN ), true );
if ( ! empty( $blockyard_request['providerDefined'] ) ) {
	define( 'BLOCKYARD_PROVIDER_ROOT', $blockyard_request['root'] );
}

function __( $text ) {
	return $text;
}
function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_url( $url ) {
	return htmlspecialchars( (string) $url, ENT_QUOTES, 'UTF-8' );
}
function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component );
}
$blockyard_views = 0;
function wp_generate_uuid4() {
	++$GLOBALS['blockyard_views'];
	return sprintf( '00000000-0000-4000-8000-%012d', $GLOBALS['blockyard_views'] );
}
function blockyard_provider_root() {
	return $GLOBALS['blockyard_request']['root'];
}
function apply_filters( $name, $value ) {
	if ( 'blockyard_ads_enabled' === $name && array_key_exists( 'enabled', $GLOBALS['blockyard_request'] ) ) {
		return $GLOBALS['blockyard_request']['enabled'];
	}
	return $value;
}

require dirname( __DIR__, 2 ) . '/plugin/includes/ad-block.php';

$blockyard_urls = array();
foreach ( $blockyard_request['urls'] ?? array() as $blockyard_case ) {
	$blockyard_urls[] = blockyard_ad_unit_url( $blockyard_case['root'], $blockyard_case['format'], $blockyard_case['view'] );
}
$blockyard_renders = array();
foreach ( $blockyard_request['renders'] ?? array() as $blockyard_case ) {
	$blockyard_renders[] = blockyard_render_ad_block( $blockyard_case['content'], array( 'attrs' => $blockyard_case['attrs'] ) );
}
echo json_encode(
	array(
		'urls'     => $blockyard_urls,
		'renders'  => $blockyard_renders,
		'features' => (object) blockyard_ads_feature_flag( array( 'video-chapters' => true ) ),
	),
	JSON_UNESCAPED_SLASHES
);
