<?php
/**
 * Runs the visitors' MapKit token route (plugin/includes/map-visitor-token.php) outside
 * WordPress: stubs the WordPress functions it calls, with the transients kept in memory and
 * the provider answering from the request, and reads a JSON request on standard input:
 * `{ "option": the saved blockyard_maps option, "providerRoot": a BLOCKYARD_PROVIDER_ROOT or
 * absent, "provider": { "status", "body" } (what wpcom/v2/mapkit answers), "nonce": what
 * /blockyard/nonce answers, "calls": how many visitors ask the route, "transient": a token
 * already kept (absent: none) }`.
 * Prints `{ "answers": [ { "status", "body", "headers" } ], "requests": [ { "url", "headers" } ],
 * "transient": { "value", "ttl" } or null, "render": the rendered map }`.
 * Run by src/map-visitor-token-php.test.ts: `php map-visitor-token.php <wp-includes folder>`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );

foreach ( array( 'class-wp-html-attribute-token', 'class-wp-html-span', 'class-wp-html-text-replacement', 'class-wp-html-tag-processor' ) as $blockyard_class_file ) {
	require $argv[1] . '/html-api/' . $blockyard_class_file . '.php';
}

$blockyard_request = json_decode( (string) stream_get_contents( STDIN ), true );
if ( isset( $blockyard_request['providerRoot'] ) ) {
	define( 'BLOCKYARD_PROVIDER_ROOT', $blockyard_request['providerRoot'] );
}
$blockyard_requests  = array();
$blockyard_transient = array_key_exists( 'transient', $blockyard_request )
	? array(
		'value' => $blockyard_request['transient'],
		'ttl'   => 300,
	)
	: null;

class WP_REST_Server {
	const READABLE = 'GET';
}
class WP_Error {
	public $code;
	public $message;
	public $data;
	public function __construct( $code, $message, $data ) {
		$this->code    = $code;
		$this->message = $message;
		$this->data    = $data;
	}
}
class WP_REST_Response {
	public $data;
	public $headers = array();
	public function __construct( $data ) {
		$this->data = $data;
	}
	public function header( $name, $value ) {
		$this->headers[ $name ] = $value;
	}
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
function esc_url_raw( $url ) {
	return $url;
}
function wp_kses_uri_attributes() {
	return array( 'action', 'href', 'poster', 'src', 'srcset', 'formaction', 'data', 'cite' );
}
function trailingslashit( $value ) {
	return rtrim( $value, '/\\' ) . '/';
}
function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component );
}
function rest_url( $path = '' ) {
	return 'https://site.test/wp-json/' . ltrim( $path, '/' );
}
function blockyard_provider_root() {
	return defined( 'BLOCKYARD_PROVIDER_ROOT' ) ? BLOCKYARD_PROVIDER_ROOT : rest_url();
}
function get_option( $name, $fallback = false ) {
	return 'blockyard_maps' === $name && isset( $GLOBALS['blockyard_request']['option'] ) ? $GLOBALS['blockyard_request']['option'] : $fallback;
}
function apply_filters( $name, $value ) {
	return $value;
}
function get_transient( $name ) {
	return 'blockyard_mapkit_visitor_token' === $name && null !== $GLOBALS['blockyard_transient'] ? $GLOBALS['blockyard_transient']['value'] : false;
}
function set_transient( $name, $value, $ttl ) {
	if ( 'blockyard_mapkit_visitor_token' === $name ) {
		$GLOBALS['blockyard_transient'] = array(
			'value' => $value,
			'ttl'   => $ttl,
		);
	}
	return true;
}
function is_wp_error( $value ) {
	return $value instanceof WP_Error;
}
function wp_remote_get( $url, $args = array() ) {
	$GLOBALS['blockyard_requests'][] = array(
		'url'     => $url,
		'headers' => (object) ( $args['headers'] ?? array() ),
	);
	if ( '/blockyard/nonce' === parse_url( $url, PHP_URL_PATH ) ) {
		return array(
			'status' => 200,
			'body'   => json_encode( array( 'nonce' => $GLOBALS['blockyard_request']['nonce'] ?? '' ) ),
		);
	}
	$answer = $GLOBALS['blockyard_request']['provider'] ?? null;
	if ( null === $answer ) {
		return new WP_Error( 'http_request_failed', 'Could not connect.', null );
	}
	return array(
		'status' => $answer['status'],
		'body'   => json_encode( $answer['body'] ),
	);
}
function wp_remote_retrieve_response_code( $response ) {
	return $response['status'];
}
function wp_remote_retrieve_body( $response ) {
	return $response['body'];
}

require dirname( __DIR__, 2 ) . '/plugin/includes/provider-site-auth.php';
require dirname( __DIR__, 2 ) . '/plugin/includes/maps.php';
require dirname( __DIR__, 2 ) . '/plugin/includes/map-block.php';
require dirname( __DIR__, 2 ) . '/plugin/includes/map-visitor-token.php';

$blockyard_answers = array();
for ( $blockyard_call = 0; $blockyard_call < ( $blockyard_request['calls'] ?? 1 ); $blockyard_call++ ) {
	$blockyard_answer    = blockyard_get_mapkit_visitor_token();
	$blockyard_answers[] = $blockyard_answer instanceof WP_Error
		? array(
			'status' => $blockyard_answer->data['status'],
			'body'   => array(
				'code'    => $blockyard_answer->code,
				'message' => $blockyard_answer->message,
			),
		)
		: array(
			'status'  => 200,
			'body'    => $blockyard_answer->data,
			'headers' => $blockyard_answer->headers,
		);
}
echo json_encode(
	array(
		'answers'   => $blockyard_answers,
		'requests'  => $blockyard_requests,
		'transient' => $blockyard_transient,
		'render'    => blockyard_add_map_settings( '<div class="wp-block-blockyard-map"><ul></ul></div>' ),
	),
	JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
);
