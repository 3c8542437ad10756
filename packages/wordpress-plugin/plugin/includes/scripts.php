<?php
/**
 * Registers one script per Blockyard package (`blockyard-<package>`), with the
 * dependencies and version from its asset file, and the editor assets.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the packages' scripts, and a JSX runtime on WordPress versions that have none.
 */
function blockyard_register_scripts() {
	$build_url = plugins_url( 'build/', BLOCKYARD_PLUGIN_FILE );

	// WordPress 6.6 registers `react-jsx-runtime`; 6.5 does not, so the plugin brings its own.
	if ( ! wp_script_is( 'react-jsx-runtime', 'registered' ) ) {
		wp_register_script( 'react-jsx-runtime', $build_url . 'react-jsx-runtime.js', array( 'react' ), '18.2.0', true );
	}

	foreach ( blockyard_packages() as $package ) {
		$asset_file = BLOCKYARD_PLUGIN_DIR . "/build/{$package}/index.asset.php";
		if ( ! file_exists( $asset_file ) ) {
			continue;
		}
		$asset  = require $asset_file;
		$handle = "blockyard-{$package}";
		wp_register_script( $handle, $build_url . "{$package}/index.js", $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( $handle, 'blockyard', BLOCKYARD_PLUGIN_DIR . '/languages' );
	}
}

/**
 * Enqueues the host script in the block editor, with the page state it reads.
 */
function blockyard_enqueue_editor_assets() {
	wp_enqueue_script( 'blockyard-editor' );
	wp_add_inline_script(
		'blockyard-editor',
		'window.blockyardPageState = ' . wp_json_encode( blockyard_page_state() ) . ';',
		'before'
	);
}
