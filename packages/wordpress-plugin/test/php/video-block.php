<?php
/**
 * Runs the video block's PHP checks outside WordPress: loads WordPress's HTML API from the folder
 * given, stubs the few WordPress functions they call, and reads a JSON request on standard input:
 * `{ "serviceRoot": "https://videopress.com/", "frames": [ { "html", "guid" } ], "providers": [ "…" ],
 * "oembed": { "answers": [ html or false, … ], "asks": [ { "address", "width" }, … ] } }` (`oembed`
 * optional: the service's answers, in turn, and the renders that ask for one).
 * Prints `{ "frames": [ src or null, … ], "provider": endpoint or null, "providers": [ kept keys ],
 * "oembed": [ the HTML each render got ], "oembedCalls": how many times the service was asked }`.
 * Run by src/video-block-php.test.ts: `php video-block.php <wp-includes folder>`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );

foreach ( array( 'class-wp-html-attribute-token', 'class-wp-html-span', 'class-wp-html-text-replacement', 'class-wp-html-tag-processor' ) as $blockyard_class_file ) {
	require $argv[1] . '/html-api/' . $blockyard_class_file . '.php';
}

$blockyard_request = json_decode( (string) stream_get_contents( STDIN ), true );

function __( $text ) {
	return $text;
}
function _doing_it_wrong( $name, $message ) {
	fwrite( STDERR, "$name: $message\n" );
}
function esc_url_raw( $url ) {
	return $url;
}
function trailingslashit( $url ) {
	return rtrim( $url, '/' ) . '/';
}
function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component );
}
define( 'DAY_IN_SECONDS', 86400 );
$blockyard_transients  = array();
$blockyard_oembed_asks = 0;
function get_transient( $key ) {
	return $GLOBALS['blockyard_transients'][ $key ] ?? false;
}
function set_transient( $key, $value ) {
	$GLOBALS['blockyard_transients'][ $key ] = $value;
	return true;
}
function wp_oembed_get() {
	$answers = $GLOBALS['blockyard_request']['oembed']['answers'] ?? array();
	$answer  = $answers[ $GLOBALS['blockyard_oembed_asks'] ] ?? false;
	++$GLOBALS['blockyard_oembed_asks'];
	return $answer;
}
function apply_filters( $name, $value ) {
	return 'blockyard_video_service_root' === $name ? $GLOBALS['blockyard_request']['serviceRoot'] : $value;
}

require dirname( __DIR__, 2 ) . '/plugin/includes/provider-site-auth.php';
require dirname( __DIR__, 2 ) . '/plugin/includes/video-block.php';

$blockyard_frames = array();
foreach ( $blockyard_request['frames'] as $blockyard_case ) {
	$blockyard_frame    = blockyard_video_player_frame( $blockyard_case['html'], $blockyard_case['guid'] );
	$blockyard_frames[] = null === $blockyard_frame ? null : $blockyard_frame['src'];
}
$blockyard_providers = array();
foreach ( $blockyard_request['providers'] as $blockyard_key ) {
	$blockyard_providers[ $blockyard_key ] = array( 'https://elsewhere.example/oembed', true );
}
$blockyard_providers = blockyard_video_oembed_providers( $blockyard_providers );
$blockyard_first     = reset( $blockyard_providers );
$blockyard_oembed    = array();
foreach ( $blockyard_request['oembed']['asks'] ?? array() as $blockyard_ask ) {
	$blockyard_oembed[] = blockyard_video_oembed_html( $blockyard_ask['address'], $blockyard_ask['width'] );
}
echo wp_json_encode_stub(
	array(
		'frames'      => $blockyard_frames,
		'provider'    => $blockyard_first[0],
		'providers'   => array_keys( $blockyard_providers ),
		'oembed'      => $blockyard_oembed,
		'oembedCalls' => $blockyard_oembed_asks,
	)
);

/**
 * JSON, as WordPress's wp_json_encode() writes it here.
 *
 * @param mixed $value The value.
 * @return string
 */
function wp_json_encode_stub( $value ) {
	return (string) json_encode( $value, JSON_UNESCAPED_SLASHES );
}
