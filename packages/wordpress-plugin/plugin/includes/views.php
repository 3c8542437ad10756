<?php
/**
 * The packages' front-end scripts: `build/<package>/view.js`, built from a package's
 * `src/wordpress-view.ts` (the contact forms', the content blocks', the embed blocks'). Each
 * is printed only on pages that render one of the blocks that need it, and loads each block's
 * own code as a chunk beside it (docs/decisions/0031-content-visitor-scripts.md).
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * The handle of a package's front-end script, e.g. `blockyard-forms-view`.
 *
 * @param string $package The package's folder under build/, e.g. `forms`.
 * @return string
 */
function blockyard_view_handle( $package ) {
	return 'blockyard-' . $package . '-view';
}

/**
 * Registers a package's front-end script from its asset file, if the build made one.
 *
 * @param string $package The package's folder under build/, e.g. `content`.
 */
function blockyard_register_view_script( $package ) {
	$asset_file = BLOCKYARD_PLUGIN_DIR . '/build/' . $package . '/view.asset.php';
	if ( ! file_exists( $asset_file ) ) {
		return;
	}
	$asset  = require $asset_file;
	$handle = blockyard_view_handle( $package );
	wp_register_script(
		$handle,
		plugins_url( 'build/' . $package . '/view.js', BLOCKYARD_PLUGIN_FILE ),
		$asset['dependencies'],
		$asset['version'],
		true
	);
	wp_set_script_translations( $handle, 'blockyard', BLOCKYARD_PLUGIN_DIR . '/languages' );
}

/**
 * Prints a package's front-end script (in the footer) on the pages that render any of these
 * blocks, and nowhere else: the blocks with a view in the package's `src/view/views.ts` (a
 * block added there is added here too), or the contact form.
 *
 * @param string   $package     The package's folder under build/, e.g. `content`.
 * @param string[] $block_names Block names, e.g. `blockyard/repeat-visitor`.
 */
function blockyard_enqueue_view_for( $package, $block_names ) {
	$handle = blockyard_view_handle( $package );
	add_action(
		'init',
		static function () use ( $package ) {
			blockyard_register_view_script( $package );
		}
	);
	$enqueue = static function ( $block_content ) use ( $handle ) {
		if ( ! is_admin() && wp_script_is( $handle, 'registered' ) ) {
			wp_enqueue_script( $handle );
		}
		return $block_content;
	};
	foreach ( $block_names as $block_name ) {
		add_filter( 'render_block_' . $block_name, $enqueue );
	}
}
