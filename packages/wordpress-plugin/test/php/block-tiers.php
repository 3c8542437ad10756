<?php
/**
 * Runs the block tiers' PHP (plugin/includes/block-tiers.php) and the block categories
 * (plugin/includes/blocks.php) outside WordPress: stubs the few WordPress functions they call
 * and reads a JSON request on standard input:
 * `{ "values": [ option values ], "option": value, "filtered": value|null, "screens": [ base ],
 * "categories": [ { "slug", "title" } ] }`.
 * Prints `{ "sanitized": [ tiers of each value ], "tiers": [ what the editor gets ],
 * "kinds": [ editor kind of each screen ], "categories": [ slugs and titles ] }`.
 * Run by src/block-tiers-php.test.ts: `php block-tiers.php`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );

$blockyard_request = json_decode( (string) stream_get_contents( STDIN ), true );
$blockyard_screen  = null;

function __( $text ) {
	return $text;
}
function get_option( $name, $fallback ) {
	return array_key_exists( 'option', $GLOBALS['blockyard_request'] ) ? $GLOBALS['blockyard_request']['option'] : $fallback;
}
function apply_filters( $name, $value ) {
	$filtered = $GLOBALS['blockyard_request']['filtered'] ?? null;
	return null === $filtered ? $value : $filtered;
}
function get_current_screen() {
	return $GLOBALS['blockyard_screen'];
}
function wp_list_pluck( $items, $field ) {
	return array_map(
		function ( $item ) use ( $field ) {
			return $item[ $field ];
		},
		$items
	);
}

require dirname( __DIR__, 2 ) . '/plugin/includes/block-tiers.php';
require dirname( __DIR__, 2 ) . '/plugin/includes/blocks.php';

$blockyard_kinds = array();
foreach ( $blockyard_request['screens'] as $blockyard_base ) {
	$blockyard_screen  = null === $blockyard_base ? null : (object) array( 'base' => $blockyard_base );
	$blockyard_kinds[] = blockyard_editor_kind();
}

echo json_encode(
	array(
		'sanitized'  => array_map( 'blockyard_sanitize_block_tiers', $blockyard_request['values'] ),
		'tiers'      => blockyard_block_tiers(),
		'kinds'      => $blockyard_kinds,
		'categories' => blockyard_block_categories( $blockyard_request['categories'] ),
	)
);
