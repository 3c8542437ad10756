<?php
/**
 * Runs the AI ghost text's PHP (plugin/includes/ai-ghost-text.php) outside WordPress: stubs the
 * few WordPress functions it calls and reads a JSON request on standard input:
 * `{ "option": value (absent: never saved), "translations": { text: translated },
 * "features": { name: bool } }`.
 * Prints `{ "features": { … }, "settings": [ register_setting()'s arguments ],
 * "fields": [ add_settings_field()'s arguments ], "field": the field's HTML }`.
 * Run by src/ai-ghost-text-php.test.ts: `php ai-ghost-text.php`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );

$blockyard_request  = json_decode( (string) stream_get_contents( STDIN ), true );
$blockyard_settings = array();
$blockyard_fields   = array();

function __( $text ) {
	return $GLOBALS['blockyard_request']['translations'][ $text ] ?? $text;
}
function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_html__( $text ) {
	return esc_html( __( $text ) );
}
function checked( $checked, $current = true, $display = true ) {
	$result = (string) $checked === (string) $current ? " checked='checked'" : '';
	if ( $display ) {
		echo $result; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's own output.
	}
	return $result;
}
function get_option( $name, $fallback = false ) {
	return 'blockyard_ai_ghost_text' === $name && array_key_exists( 'option', $GLOBALS['blockyard_request'] ) ? $GLOBALS['blockyard_request']['option'] : $fallback;
}
function register_setting( $group, $name, $args = array() ) {
	$GLOBALS['blockyard_settings'][] = array( $group, $name, $args );
}
function add_settings_field( $id, $title, $callback, $page, $section = 'default', $args = array() ) {
	$GLOBALS['blockyard_fields'][] = array( $id, $title, $callback, $page, $section, $args );
}

require dirname( __DIR__, 2 ) . '/plugin/includes/ai-ghost-text.php';

blockyard_register_ai_ghost_text_setting();
blockyard_add_ai_ghost_text_field();
ob_start();
blockyard_render_ai_ghost_text_field();
$blockyard_field = (string) ob_get_clean();

echo json_encode(
	array(
		'features' => (object) blockyard_ai_ghost_text_feature_flag( $blockyard_request['features'] ?? array( 'ai-assistant' => true ) ),
		'settings' => $blockyard_settings,
		'fields'   => $blockyard_fields,
		'field'    => $blockyard_field,
	),
	JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
);
