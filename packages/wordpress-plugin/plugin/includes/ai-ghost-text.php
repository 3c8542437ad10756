<?php
/**
 * AI ghost text: whether the editor offers a continuation of a paragraph as grey text after a
 * pause in typing (Tab accepts it, any other key dismisses it). The site turns it on with the
 * `blockyard_ai_ghost_text` option, under Settings → Writing, off by default; the page state's
 * `ai-ghost-text` flag carries it to the editor. Only the paragraph's text is sent to the
 * site's AI service.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** The option that turns the editor's ghost text on. */
const BLOCKYARD_AI_GHOST_TEXT_OPTION = 'blockyard_ai_ghost_text';

/**
 * Registers the option, in the Writing settings (a boolean, off by default).
 */
function blockyard_register_ai_ghost_text_setting() {
	register_setting(
		'writing',
		BLOCKYARD_AI_GHOST_TEXT_OPTION,
		array(
			'type'              => 'boolean',
			'default'           => false,
			'sanitize_callback' => 'rest_sanitize_boolean',
			'show_in_rest'      => false,
		)
	);
}

/**
 * Whether the site offers AI ghost text: the option.
 *
 * @return bool
 */
function blockyard_ai_ghost_text_enabled() {
	return (bool) get_option( BLOCKYARD_AI_GHOST_TEXT_OPTION, false );
}

/**
 * `blockyard_features`: the page state's `ai-ghost-text` flag, from the option.
 *
 * @param array $features Feature flags, name => bool.
 * @return array
 */
function blockyard_ai_ghost_text_feature_flag( $features ) {
	$features                  = (array) $features;
	$features['ai-ghost-text'] = blockyard_ai_ghost_text_enabled();
	return $features;
}

/**
 * Adds the option's field to Settings → Writing: one checkbox.
 */
function blockyard_add_ai_ghost_text_field() {
	add_settings_field(
		BLOCKYARD_AI_GHOST_TEXT_OPTION,
		__( 'AI ghost text', 'blockyard' ),
		'blockyard_render_ai_ghost_text_field',
		'writing',
		'default'
	);
}

/**
 * Prints the field: the checkbox, its label, and what is sent to the AI service.
 */
function blockyard_render_ai_ghost_text_field() {
	$description = BLOCKYARD_AI_GHOST_TEXT_OPTION . '-description';
	echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'AI ghost text', 'blockyard' ) . '</legend>';
	printf(
		'<label for="%1$s"><input type="checkbox" id="%1$s" name="%1$s" value="1" aria-describedby="%2$s"%3$s /> %4$s</label>',
		esc_attr( BLOCKYARD_AI_GHOST_TEXT_OPTION ),
		esc_attr( $description ),
		checked( blockyard_ai_ghost_text_enabled(), true, false ),
		esc_html__( 'Offer a continuation of a paragraph as grey text after a pause in typing (Tab accepts it)', 'blockyard' )
	);
	printf(
		'<p class="description" id="%1$s">%2$s</p></fieldset>',
		esc_attr( $description ),
		esc_html__( 'Only the paragraph’s text is sent to the site’s AI service.', 'blockyard' )
	);
}
