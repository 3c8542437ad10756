<?php
/**
 * The packages' front-end scripts: `build/<package>/view.js`, built from a package's
 * `src/wordpress-view.ts` (the contact forms', the content blocks', the embed blocks'). Each
 * is printed only on pages that render one of the blocks that name it as their `viewScript`, and
 * loads each block's own code as a chunk beside it (docs/decisions/0031-content-visitor-scripts.md).
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
	blockyard_remember_chunks( $handle, $asset );
}

/**
 * Registers every package's front-end script its build made, before the blocks register: each
 * block whose block.json names the handle as its `viewScript` (a block with a visitor's view,
 * or the contact form) has WordPress print it, in the footer, on the pages that render it.
 */
function blockyard_register_view_scripts() {
	foreach ( blockyard_packages() as $package ) {
		blockyard_register_view_script( $package );
	}
}

/**
 * Gives each front-end script the page prints the translations of the chunks it loads (a
 * block's visitor code: the donations form's tabs and messages), before the footer's scripts
 * are printed. The blocks on the page have enqueued their scripts by then.
 */
function blockyard_add_view_chunk_translations() {
	foreach ( blockyard_packages() as $package ) {
		$handle = blockyard_view_handle( $package );
		if ( wp_script_is( $handle, 'enqueued' ) ) {
			blockyard_add_chunk_translations( $handle, $package );
		}
	}
}
