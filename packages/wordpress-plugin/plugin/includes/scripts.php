<?php
/**
 * Registers one script per Blockyard package (`blockyard-<package>`), with the
 * dependencies and version from its asset file, and the editor assets. The editor loads one
 * of them, the host's (`blockyard-editor`), which holds what registering the whole suite
 * needs of every package; the others are there for a plugin that wants one package's API.
 * A script loads the code of its blocks' edits and its extensions' UI on first use, from
 * ES module chunks beside it (`build/<package>/chunks/`): see
 * docs/decisions/0021-lazy-edit-code.md.
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
		blockyard_remember_chunks( $handle, $asset );
	}
}

/**
 * Keeps with a registered script the chunks its asset file lists (`chunks/…js`, loaded on first
 * use beside it), for `blockyard_add_chunk_translations()`.
 *
 * @param string $handle The script's handle.
 * @param array  $asset  Its asset file's array.
 */
function blockyard_remember_chunks( $handle, $asset ) {
	wp_script_add_data( $handle, 'blockyard_chunks', isset( $asset['chunks'] ) && is_array( $asset['chunks'] ) ? $asset['chunks'] : array() );
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
	blockyard_add_chunk_translations( 'blockyard-editor', 'editor' );
}

/**
 * Gives a script the translations of the chunks it loads on first use (the editor's hold every
 * package's edits; a front-end script's, its blocks' visitor code). WordPress loads the
 * translations of the script itself (`wp_set_script_translations()`); those of each chunk are in
 * a file of their own, named for the chunk's path as for any script, which
 * `load_script_textdomain()` finds through a handle registered for the moment. The script's
 * asset file lists its chunks, kept with the script when it was registered
 * (`blockyard_remember_chunks()`). They are printed before the script, the way WordPress prints
 * a script's own.
 *
 * @param string $handle  The script's handle, e.g. `blockyard-editor`, `blockyard-payments-view`.
 * @param string $package The package's folder under build/, e.g. `editor`.
 */
function blockyard_add_chunk_translations( $handle, $package ) {
	if ( 'en_US' === determine_locale() ) {
		return;
	}
	$chunks = wp_scripts()->get_data( $handle, 'blockyard_chunks' );
	foreach ( is_array( $chunks ) ? $chunks : array() as $chunk ) {
		$chunk_handle = "{$handle}-chunk-" . basename( $chunk, '.js' );
		wp_register_script( $chunk_handle, plugins_url( "build/{$package}/{$chunk}", BLOCKYARD_PLUGIN_FILE ), array(), null, true );
		$translations = load_script_textdomain( $chunk_handle, 'blockyard', BLOCKYARD_PLUGIN_DIR . '/languages' );
		wp_deregister_script( $chunk_handle );
		if ( $translations ) {
			wp_add_inline_script(
				$handle,
				"( function( domain, translations ) { var localeData = translations.locale_data[ domain ] || translations.locale_data.messages; localeData[''].domain = domain; wp.i18n.setLocaleData( localeData, domain ); } )( 'blockyard', {$translations} );",
				'before'
			);
		}
	}
}
