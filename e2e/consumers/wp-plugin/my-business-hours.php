<?php
/**
 * Plugin Name:       My Business Hours
 * Description:       The Business Hours block of @blockyard/content.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * Text Domain:       my-business-hours
 *
 * @package MyBusinessHours
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the block from its block.json (copied to build/business-hours/ by the build),
 * with the editor script that registers it in the editor.
 */
function my_business_hours_register_block() {
	// Scripts built by @wordpress/scripts load React's JSX runtime as `react-jsx-runtime`,
	// which WordPress registers from 6.6 on; on 6.5, a small one made of React.createElement.
	if ( ! wp_script_is( 'react-jsx-runtime', 'registered' ) ) {
		wp_register_script( 'react-jsx-runtime', false, array( 'react' ), '18.2.0', true );
		wp_add_inline_script(
			'react-jsx-runtime',
			'( function ( React ) {
				function jsx( type, { children, ...props }, key ) {
					const config = key === undefined ? props : { ...props, key };
					return children === undefined
						? React.createElement( type, config )
						: React.createElement( type, config, children );
				}
				function jsxs( type, { children, ...props }, key ) {
					return React.createElement( type, key === undefined ? props : { ...props, key }, ...children );
				}
				window.ReactJSXRuntime = { jsx, jsxs, Fragment: React.Fragment };
			} )( window.React );'
		);
	}

	$asset = require __DIR__ . '/build/index.asset.php';
	wp_register_script(
		'my-business-hours-editor',
		plugins_url( 'build/index.js', __FILE__ ),
		$asset['dependencies'],
		$asset['version'],
		true
	);
	register_block_type(
		__DIR__ . '/build/business-hours',
		array( 'editor_script_handles' => array( 'my-business-hours-editor' ) )
	);
}
add_action( 'init', 'my_business_hours_register_block' );

/**
 * Lets authors and contributors (users without `unfiltered_html`) save the block's
 * schema.org microdata: WordPress's content filter would strip it from their posts, and
 * the block would be invalid on the next load. build/kses.json, copied from
 * @blockyard/content, lists the tags and attributes the block saves beyond what the
 * filter already allows.
 *
 * @param array  $tags    Allowed tags and their attributes.
 * @param string $context The kses context.
 * @return array
 */
function my_business_hours_allow_markup( $tags, $context ) {
	static $allowed = null;
	if ( 'post' !== $context ) {
		return $tags;
	}
	if ( null === $allowed ) {
		$allowed = (array) wp_json_file_decode( __DIR__ . '/build/kses.json', array( 'associative' => true ) );
	}
	foreach ( $allowed as $tag => $attributes ) {
		$tags[ $tag ] = array_merge( isset( $tags[ $tag ] ) ? $tags[ $tag ] : array(), array_fill_keys( $attributes, true ) );
	}
	return $tags;
}
add_filter( 'wp_kses_allowed_html', 'my_business_hours_allow_markup', 10, 2 );
