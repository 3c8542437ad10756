<?php
/**
 * Registers every Blockyard block from its block.json, server side, so that the
 * front end gets each block's styles (and view scripts) and the editor its metadata.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the blocks found under build/<package>/blocks/<block>/block.json.
 */
function blockyard_register_blocks() {
	foreach ( blockyard_packages() as $package ) {
		$block_files = glob( BLOCKYARD_PLUGIN_DIR . "/build/{$package}/blocks/*/block.json" );
		foreach ( is_array( $block_files ) ? $block_files : array() as $block_file ) {
			register_block_type( dirname( $block_file ) );
		}
	}
}
