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
			$block_type = register_block_type( dirname( $block_file ) );
			if ( $block_type instanceof WP_Block_Type ) {
				blockyard_serve_rtl_styles( $block_type );
			}
		}
	}
}

/**
 * On a right-to-left site, has WordPress serve the block's `style-rtl.css` and `editor-rtl.css`
 * (the build makes them with rtlcss) in place of its stylesheets. WordPress finds them and marks
 * each handle to be replaced, but records the `.min` suffix of its own files with it while
 * SCRIPT_DEBUG is off, and then looks for `.min.css` in the address, finds none and serves the
 * left-to-right file (WordPress core ticket 61625). A plugin's files have no suffix.
 *
 * @param WP_Block_Type $block_type The block, registered from its block.json.
 */
function blockyard_serve_rtl_styles( $block_type ) {
	$handles = array_merge( $block_type->style_handles, $block_type->editor_style_handles );
	foreach ( $handles as $handle ) {
		if ( 'replace' === wp_styles()->get_data( $handle, 'rtl' ) ) {
			wp_style_add_data( $handle, 'suffix', '' );
		}
	}
}

/**
 * Adds the block categories Blockyard's blocks use beyond WordPress's own, in this order:
 * 'Forms' (the contact form and its fields), 'Earn' (donations, the payment button, the ad
 * block) and 'Grow' (the newsletter sign-up, related posts, repeat visitors). Each is left as
 * it is when another plugin added it first. The editor's script adds them too when an editor
 * lacks them; from here WordPress knows them on the server and names them in the site's
 * language.
 *
 * @param array[] $categories The block categories, each with a `slug` and a `title`.
 * @return array[] The categories, with Blockyard's after them.
 */
function blockyard_block_categories( $categories ) {
	$slugs = wp_list_pluck( $categories, 'slug' );
	$ours  = array(
		'forms' => __( 'Forms', 'blockyard' ),
		'earn'  => __( 'Earn', 'blockyard' ),
		'grow'  => __( 'Grow', 'blockyard' ),
	);
	foreach ( $ours as $slug => $title ) {
		if ( ! in_array( $slug, $slugs, true ) ) {
			$categories[] = array(
				'slug'  => $slug,
				'title' => $title,
				'icon'  => null,
			);
		}
	}
	return $categories;
}
