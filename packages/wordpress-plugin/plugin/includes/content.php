<?php
/**
 * The content blocks' front-end script (build/content/view.js, from
 * packages/content/src/wordpress-view.ts): one script for every content block that does
 * something on a visitor's page. It starts only the views of the blocks the page has, each
 * loaded as a chunk of its own (packages/content/src/view/views.ts), and is printed only on
 * pages that render one of those blocks.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** The front-end script's handle (build/content/view.js). */
const BLOCKYARD_CONTENT_VIEW_HANDLE = 'blockyard-content-view';

/**
 * Registers the content blocks' front-end script from its asset file, if the build made one.
 */
function blockyard_register_content_view_script() {
	$asset_file = BLOCKYARD_PLUGIN_DIR . '/build/content/view.asset.php';
	if ( ! file_exists( $asset_file ) ) {
		return;
	}
	$asset = require $asset_file;
	wp_register_script(
		BLOCKYARD_CONTENT_VIEW_HANDLE,
		plugins_url( 'build/content/view.js', BLOCKYARD_PLUGIN_FILE ),
		$asset['dependencies'],
		$asset['version'],
		true
	);
	wp_set_script_translations( BLOCKYARD_CONTENT_VIEW_HANDLE, 'blockyard', BLOCKYARD_PLUGIN_DIR . '/languages' );
}

/**
 * Enqueues the content blocks' front-end script when a page renders one of the blocks that
 * need it (the footer prints it).
 *
 * @param string $block_content The block's HTML.
 * @return string The same HTML.
 */
function blockyard_enqueue_content_view_script( $block_content ) {
	if ( ! is_admin() && wp_script_is( BLOCKYARD_CONTENT_VIEW_HANDLE, 'registered' ) ) {
		wp_enqueue_script( BLOCKYARD_CONTENT_VIEW_HANDLE );
	}
	return $block_content;
}

/**
 * Prints the content blocks' front-end script on the pages that render any of these blocks:
 * the content blocks with a view in packages/content/src/view/views.ts (a block added there
 * is added here too).
 *
 * @param string[] $block_names Block names, e.g. `blockyard/repeat-visitor`.
 */
function blockyard_enqueue_content_view_for( $block_names ) {
	add_action( 'init', 'blockyard_register_content_view_script' );
	foreach ( $block_names as $block_name ) {
		add_filter( 'render_block_' . $block_name, 'blockyard_enqueue_content_view_script' );
	}
}
