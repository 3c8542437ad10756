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

/**
 * Adds the block categories Blockyard's blocks use beyond WordPress's own: 'Earn' (the ad
 * block). The editor's script adds it too when an editor lacks it; from here WordPress
 * knows it on the server and names it in the site's language.
 *
 * @param array[] $categories The block categories, each with a `slug` and a `title`.
 * @return array[] The categories, with Blockyard's after them.
 */
function blockyard_block_categories( $categories ) {
	$slugs = wp_list_pluck( $categories, 'slug' );
	if ( ! in_array( 'earn', $slugs, true ) ) {
		$categories[] = array(
			'slug'  => 'earn',
			'title' => __( 'Earn', 'blockyard' ),
			'icon'  => null,
		);
	}
	return $categories;
}
