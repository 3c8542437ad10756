<?php
/**
 * Runs the site plans' PHP (plugin/includes/site-plans.php) outside WordPress: stubs the few
 * WordPress functions it calls and reads a JSON request on standard input:
 * `{ "cases": [ { "sitePlan", "plans" } ], "answers": { url: { "status", "body" } }, "loads": N }`
 * (`cases` for blockyard_required_plans_for(); `answers` are what the provider and the platform
 * answer, a missing address failing as a network error; `loads` how many editor pages ask;
 * optionally `upgradedLoad`, the page that comes back from a plan's checkout with
 * `plan_upgraded=1`, from which on the provider and the platform answer `answersAfterUpgrade`).
 * Prints `{ "cases": [ required plans ], "loads": [ required plans of each page ],
 * "requests": [ addresses asked, in turn ], "expiry": seconds the answer is kept }`.
 * Run by src/site-plans-php.test.ts: `php site-plans.php`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'BLOCKYARD_PLATFORM_ROOT', 'http://platform.test/' );

$blockyard_request    = json_decode( (string) stream_get_contents( STDIN ), true );
$blockyard_transients = array();
$blockyard_expiry     = null;
$blockyard_asked      = array();

function esc_url_raw( $url ) {
	return $url;
}
function trailingslashit( $url ) {
	return rtrim( $url, '/' ) . '/';
}
function apply_filters( $name, $value ) {
	return $value;
}
function blockyard_provider_root() {
	return 'http://provider.test/wp-json/';
}
function get_transient( $key ) {
	return $GLOBALS['blockyard_transients'][ $key ] ?? false;
}
function set_transient( $key, $value, $expiry ) {
	$GLOBALS['blockyard_transients'][ $key ] = $value;
	$GLOBALS['blockyard_expiry']             = $expiry;
	return true;
}
function delete_transient( $key ) {
	unset( $GLOBALS['blockyard_transients'][ $key ] );
	return true;
}
function is_wp_error( $value ) {
	return $value instanceof Blockyard_Test_Error;
}
/** A failed request. */
class Blockyard_Test_Error {}
function wp_remote_get( $url ) {
	$GLOBALS['blockyard_asked'][] = $url;
	$answer                       = $GLOBALS['blockyard_request']['answers'][ $url ] ?? null;
	return null === $answer ? new Blockyard_Test_Error() : $answer;
}
function wp_remote_retrieve_response_code( $response ) {
	return $response['status'];
}
function wp_remote_retrieve_body( $response ) {
	return is_string( $response['body'] ) ? $response['body'] : json_encode( $response['body'] );
}

require dirname( __DIR__, 2 ) . '/plugin/includes/site-plans.php';

$blockyard_cases = array();
foreach ( $blockyard_request['cases'] ?? array() as $blockyard_case ) {
	$blockyard_cases[] = (object) blockyard_required_plans_for( $blockyard_case['sitePlan'], $blockyard_case['plans'] );
}
$blockyard_loads = array();
for ( $blockyard_i = 0; $blockyard_i < ( $blockyard_request['loads'] ?? 0 ); $blockyard_i++ ) {
	unset( $_GET['plan_upgraded'] );
	if ( isset( $blockyard_request['upgradedLoad'] ) && $blockyard_i === $blockyard_request['upgradedLoad'] ) {
		$_GET['plan_upgraded'] = '1';
	}
	if ( isset( $blockyard_request['upgradedLoad'], $blockyard_request['answersAfterUpgrade'] ) && $blockyard_i >= $blockyard_request['upgradedLoad'] ) {
		$blockyard_request['answers'] = $blockyard_request['answersAfterUpgrade'];
	}
	$blockyard_loads[] = (object) blockyard_site_required_plans();
}
echo json_encode(
	array(
		'cases'    => $blockyard_cases,
		'loads'    => $blockyard_loads,
		'requests' => $blockyard_asked,
		'expiry'   => $blockyard_expiry,
	),
	JSON_UNESCAPED_SLASHES
);
