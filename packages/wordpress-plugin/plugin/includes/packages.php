<?php
/**
 * The Blockyard packages this plugin ships, in the order their scripts depend on each other.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Package folder names under build/ (written by the build into build/packages.json).
 *
 * @return string[]
 */
function blockyard_packages() {
	static $packages = null;
	if ( null === $packages ) {
		$manifest = BLOCKYARD_PLUGIN_DIR . '/build/packages.json';
		$decoded  = file_exists( $manifest ) ? json_decode( (string) file_get_contents( $manifest ), true ) : array();
		$packages = is_array( $decoded ) ? array_values( array_filter( $decoded, 'is_string' ) ) : array();
	}
	return $packages;
}
