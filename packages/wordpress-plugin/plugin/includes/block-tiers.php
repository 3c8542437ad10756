<?php
/**
 * Which of Blockyard's blocks the editor registers: every production block, and the beta or
 * experimental ones when the site allows them (the `blockyard_block_tiers` option, under
 * Settings → Writing, and in the REST API's settings). A block's tier is its block.json's
 * `blockyard.tier`; the editor script leaves out what the page state does not allow. The
 * server registers every block whatever its tier, so posts that hold one keep rendering.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** The option that holds the tiers the site allows beside production. */
const BLOCKYARD_BLOCK_TIERS_OPTION = 'blockyard_block_tiers';

/**
 * The tiers a site may allow, each taking in the one before it: experimental blocks allow
 * beta ones too.
 *
 * @return string[]
 */
function blockyard_block_tier_names() {
	return array( 'beta', 'experimental' );
}

/**
 * Registers the option, in the Writing settings and the REST API's settings (an array of tier
 * names, none by default: production blocks only).
 */
function blockyard_register_block_tiers_setting() {
	register_setting(
		'writing',
		BLOCKYARD_BLOCK_TIERS_OPTION,
		array(
			'type'              => 'array',
			'description'       => __( 'The block tiers the editor offers beside production blocks: beta, experimental.', 'blockyard' ),
			'default'           => array(),
			'sanitize_callback' => 'blockyard_sanitize_block_tiers',
			'show_in_rest'      => array(
				'schema' => array(
					'type'  => 'array',
					'items' => array(
						'type' => 'string',
						'enum' => blockyard_block_tier_names(),
					),
				),
			),
		)
	);
}

/**
 * Keeps the known tier names of a list (or of names separated by commas), each once.
 *
 * @param mixed $value What is about to be saved, or what the option or filter holds.
 * @return string[]
 */
function blockyard_sanitize_block_tiers( $value ) {
	$names = is_array( $value ) ? $value : explode( ',', is_string( $value ) ? $value : '' );
	$names = array_map( 'trim', array_filter( $names, 'is_string' ) );
	return array_values( array_intersect( blockyard_block_tier_names(), $names ) );
}

/**
 * The tiers the site allows beside production: the option; the filter
 * `blockyard_block_tiers` has the last word.
 *
 * @return string[] Tier names, among `beta` and `experimental`.
 */
function blockyard_block_tiers() {
	$tiers = blockyard_sanitize_block_tiers( get_option( BLOCKYARD_BLOCK_TIERS_OPTION, array() ) );
	return blockyard_sanitize_block_tiers( apply_filters( 'blockyard_block_tiers', $tiers ) );
}

/**
 * Which editor the page is: `site` (the site editor), `widgets` (the widgets screen, the
 * Customizer) or `post` (a post's editor, and any other).
 *
 * @return string
 */
function blockyard_editor_kind() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	$base   = $screen ? $screen->base : '';
	if ( 'site-editor' === $base ) {
		return 'site';
	}
	return in_array( $base, array( 'widgets', 'customize' ), true ) ? 'widgets' : 'post';
}

/**
 * Adds the option's field to Settings → Writing: a checkbox for each tier.
 */
function blockyard_add_block_tiers_field() {
	add_settings_field(
		BLOCKYARD_BLOCK_TIERS_OPTION,
		__( 'Blockyard blocks', 'blockyard' ),
		'blockyard_render_block_tiers_field',
		'writing'
	);
}

/**
 * Prints the field: Beta and Experimental, with what each brings.
 */
function blockyard_render_block_tiers_field() {
	$allowed = blockyard_sanitize_block_tiers( get_option( BLOCKYARD_BLOCK_TIERS_OPTION, array() ) );
	$labels  = array(
		'beta'         => __( 'Offer beta blocks in the editor', 'blockyard' ),
		'experimental' => __( 'Offer experimental blocks in the editor (beta ones too)', 'blockyard' ),
	);
	echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Blockyard blocks', 'blockyard' ) . '</legend>';
	foreach ( $labels as $tier => $label ) {
		printf(
			'<label><input type="checkbox" name="%1$s[]" value="%2$s"%3$s /> %4$s</label><br />',
			esc_attr( BLOCKYARD_BLOCK_TIERS_OPTION ),
			esc_attr( $tier ),
			checked( in_array( $tier, $allowed, true ), true, false ),
			esc_html( $label )
		);
	}
	echo '<p class="description">' . esc_html__( 'Production blocks are always offered. Posts keep showing the blocks they hold either way.', 'blockyard' ) . '</p></fieldset>';
}
