<?php
/**
 * Runs the shared saved-output vectors through the plugin's PHP policy: reads the table
 * (packages/api-client/src/saved-output/vectors.json) from the path given, and prints
 * whether each case is kept, in the table's order, as a JSON list of booleans.
 * Run by src/saved-output-policy-php.test.ts: `php run-vectors.php <vectors.json>`.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );

require dirname( __DIR__, 2 ) . '/plugin/includes/saved-output-policy.php';

$blockyard_vectors = json_decode( (string) file_get_contents( $argv[1] ), true );
$blockyard_kept    = array();
foreach ( $blockyard_vectors as $blockyard_vector ) {
	$blockyard_value = $blockyard_vector['value'];
	$blockyard_hosts = isset( $blockyard_vector['hosts'] ) ? $blockyard_vector['hosts'] : array();
	switch ( $blockyard_vector['rule'] ) {
		case 'link':
			$blockyard_kept[] = null !== blockyard_safe_link_url( $blockyard_value );
			break;
		case 'link+mailto+tel':
			$blockyard_kept[] = null !== blockyard_safe_link_url( $blockyard_value, array( 'mailto', 'tel' ) );
			break;
		case 'media':
			$blockyard_kept[] = null !== blockyard_safe_media_url( $blockyard_value );
			break;
		case 'media:hosts':
			$blockyard_kept[] = null !== blockyard_safe_media_url( $blockyard_value, $blockyard_hosts );
			break;
		case 'frame':
			$blockyard_kept[] = blockyard_is_provider_source( $blockyard_value, $blockyard_hosts );
			break;
		case 'cssLength':
			$blockyard_kept[] = null !== blockyard_safe_css_length( $blockyard_value );
			break;
		case 'cssColor':
			$blockyard_kept[] = null !== blockyard_safe_css_color( $blockyard_value );
			break;
		case 'cssGradient':
			$blockyard_kept[] = null !== blockyard_safe_css_gradient( $blockyard_value );
			break;
		default:
			fwrite( STDERR, 'Unknown rule: ' . $blockyard_vector['rule'] . "\n" );
			exit( 1 );
	}
}
echo json_encode( $blockyard_kept );
