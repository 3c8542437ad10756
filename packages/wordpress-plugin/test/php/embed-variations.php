<?php
/**
 * Runs the embed variations' PHP (plugin/includes/embed-variations.php) outside WordPress: reads
 * a JSON request on standard input, `{ "providers": { regex: [ endpoint, is_regex ] },
 * "urls": [ address ] }`, and prints `{ "providers": [ the filtered list's regexes, in order ],
 * "endpoints": [ the endpoint of the first provider matching each address, or null ] }`.
 * Run by src/embed-variations-php.test.ts: `php embed-variations.php`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );

require __DIR__ . '/../../plugin/includes/embed-variations.php';

$blockyard_request   = json_decode( (string) stream_get_contents( STDIN ), true );
$blockyard_providers = blockyard_embed_variation_oembed_providers( $blockyard_request['providers'] );
$blockyard_endpoints = array();
foreach ( $blockyard_request['urls'] as $blockyard_url ) {
	$blockyard_endpoint = null;
	foreach ( $blockyard_providers as $blockyard_pattern => $blockyard_provider ) {
		if ( preg_match( $blockyard_pattern, $blockyard_url ) ) {
			$blockyard_endpoint = $blockyard_provider[0];
			break;
		}
	}
	$blockyard_endpoints[] = $blockyard_endpoint;
}
echo json_encode(
	array(
		'providers' => array_keys( $blockyard_providers ),
		'endpoints' => $blockyard_endpoints,
	),
	JSON_UNESCAPED_SLASHES
);
