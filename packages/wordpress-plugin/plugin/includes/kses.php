<?php
/**
 * Lets the markup Blockyard blocks save pass WordPress's content filter (kses) for
 * users without `unfiltered_html` (authors, contributors), and nothing more: otherwise
 * the stored HTML would differ from what the block saves and the block would be invalid
 * on the next load. Each package lists what its blocks save beyond kses's own allowance in
 * its kses.json (Business Hours' schema.org microdata: <time>, <link>, <meta>, itemprop,
 * itemscope, itemtype); the build merges them into build/kses.json. The contact form's
 * controls need value checks a list cannot say: see blockyard_allow_form_markup.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/forms-contract.php';

/**
 * The tags and attributes the packages' kses.json files allow, read once a request.
 *
 * @return array<string, string[]>
 */
function blockyard_markup_allowance() {
	static $allowance = null;
	if ( null === $allowance ) {
		$allowance = wp_json_file_decode( BLOCKYARD_PLUGIN_DIR . '/build/kses.json', array( 'associative' => true ) );
		$allowance = is_array( $allowance ) ? $allowance : array();
	}
	return $allowance;
}

/**
 * Adds the packages' kses.json allowances, and the form markup, to the `post` context.
 *
 * @param array  $tags    Allowed tags and their attributes.
 * @param string $context The kses context.
 * @return array
 */
function blockyard_allow_block_markup( $tags, $context ) {
	if ( 'post' !== $context ) {
		return $tags;
	}
	$frames_were_allowed = isset( $tags['iframe'] );
	foreach ( blockyard_markup_allowance() as $tag => $attributes ) {
		$tags[ $tag ] = array_merge( isset( $tags[ $tag ] ) ? $tags[ $tag ] : array(), array_fill_keys( $attributes, true ) );
	}
	if ( isset( $tags['iframe'] ) && ! $frames_were_allowed ) {
		$tags['iframe'] = blockyard_allow_embed_frames( $tags['iframe'] );
	}
	return blockyard_allow_form_markup( $tags );
}

/**
 * The embed blocks' iframes (docs/decisions/0032-one-embed-mechanism.md), and no others: an
 * author's iframe keeps its `src` only on one of the packages' frame hosts (build/frame-hosts.json),
 * and an iframe without a `src` or a `sandbox` is dropped whole. Applied only when these blocks
 * are what lets iframes through; a site that already lets authors keep iframes keeps its rules.
 *
 * @param array $attributes The iframe's allowed attributes.
 * @return array
 */
function blockyard_allow_embed_frames( $attributes ) {
	$attributes['src']     = array(
		'required'       => true,
		'value_callback' => 'blockyard_kses_is_embed_frame_src',
	);
	$attributes['sandbox'] = array( 'required' => true );
	return $attributes;
}

/**
 * The hosts the packages' embed blocks frame, read once a request.
 *
 * @return string[]
 */
function blockyard_embed_frame_hosts() {
	static $hosts = null;
	if ( null === $hosts ) {
		$hosts = wp_json_file_decode( BLOCKYARD_PLUGIN_DIR . '/build/frame-hosts.json', array( 'associative' => true ) );
		$hosts = is_array( $hosts ) ? array_values( array_filter( $hosts, 'is_string' ) ) : array();
	}
	return $hosts;
}

/**
 * Whether an iframe's `src` is https on exactly one of the embed blocks' hosts, with no user
 * name, password or port, and nothing a browser would read differently (backslashes, spaces).
 *
 * @param string $value The attribute's value as written in the markup.
 * @return bool
 */
function blockyard_kses_is_embed_frame_src( $value ) {
	$url = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	if ( 1 === preg_match( '/[\s\\\\]|[\x00-\x1f\x7f]/', $url ) ) {
		return false;
	}
	$parts = wp_parse_url( $url );
	return is_array( $parts )
		&& isset( $parts['scheme'], $parts['host'] )
		&& 'https' === strtolower( $parts['scheme'] )
		&& ! isset( $parts['user'] )
		&& ! isset( $parts['pass'] )
		&& ! isset( $parts['port'] )
		&& 0 === strpos( $url, 'https://' . $parts['host'] . '/' )
		&& in_array( $parts['host'], blockyard_embed_frame_hosts(), true );
}

/**
 * The contact form, its fields and the button (docs/decisions/0009-contact-forms.md): form
 * controls with ids tied to their labels, required marks, autocomplete hints, error slots,
 * and only the values the blocks save, so that an author cannot publish a form that looks
 * like a login or sends elsewhere:
 *
 * - `<form>`: no `action` (the render filter in includes/forms.php adds the form's own
 *   route), no `target` or `enctype`; `method` only `post`.
 * - `<input>`: `type` is required and one of those the field blocks and the button save
 *   (the forms contract's `inputTypes`); an input of any other type (`password`, `hidden`,
 *   `file`…) or none keeps no attribute at all, so it has no name and sends nothing, and a
 *   self-closing one is dropped.
 * - `autocomplete` only as the field blocks save it (`autocompleteValues`: `name`, `email`,
 *   `tel`, `url`): no `current-password`, `username` or `cc-number` for the browser to fill in.
 * - `name` of a control only in the shape of a field name (the forms contract's
 *   `fieldName` pattern).
 * - No `form`, `formaction`, `formmethod`, `formenctype`, `formtarget` on any control.
 *
 * These are kses's own value checks (`values`, `value_callback`, `required`, available since
 * long before WordPress 6.5): the allowed list is the one place that says what an author
 * may save, and kses applies it wherever post content is filtered.
 *
 * @param array $tags Allowed tags and their attributes.
 * @return array
 */
function blockyard_allow_form_markup( $tags ) {
	$name    = array( 'value_callback' => 'blockyard_kses_is_field_name' );
	$control = array(
		'id'               => true,
		'class'            => true,
		'name'             => $name,
		'required'         => true,
		'aria-required'    => true,
		'aria-describedby' => true,
		'aria-invalid'     => true,
		'placeholder'      => true,
	);
	$allowed = array(
		'input'    => array_merge(
			$control,
			array(
				'type'         => array(
					'required' => true,
					'values'   => BLOCKYARD_FORM_INPUT_TYPES,
				),
				'value'        => true,
				'autocomplete' => array( 'values' => BLOCKYARD_FORM_AUTOCOMPLETE_VALUES ),
				// The button's `<input type="submit">` carries its colours and radius inline.
				'style'        => true,
			)
		),
		'textarea' => array_merge( $control, array( 'rows' => true ) ),
		'select'   => $control,
		'option'   => array(
			'value'    => true,
			'selected' => true,
		),
		'fieldset' => array(
			'id'               => true,
			'class'            => true,
			'role'             => true,
			'aria-required'    => true,
			'aria-describedby' => true,
		),
		'legend'   => array( 'class' => true ),
		'label'    => array(
			'for'   => true,
			'class' => true,
		),
		'p'        => array(
			'id'        => true,
			'class'     => true,
			'aria-live' => true,
		),
		'div'      => array(
			'role'      => true,
			'aria-live' => true,
		),
		'span'     => array( 'aria-hidden' => true ),
	);
	foreach ( $allowed as $tag => $attributes ) {
		$tags[ $tag ] = array_merge( isset( $tags[ $tag ] ) ? $tags[ $tag ] : array(), $attributes );
	}
	// Not merged with anything: WordPress itself allows `action` and `target` on a form when
	// a filter lets inputs through (wp_kses_allowed_html), and a form is ours to describe.
	$tags['form'] = array(
		'class'                     => true,
		'method'                    => array( 'values' => array( 'post' ) ),
		'data-blockyard-form'       => true,
		'data-confirmation-message' => true,
	);
	foreach ( array( 'input', 'button', 'select', 'textarea', 'fieldset' ) as $tag ) {
		if ( isset( $tags[ $tag ] ) ) {
			unset( $tags[ $tag ]['form'], $tags[ $tag ]['formaction'], $tags[ $tag ]['formmethod'], $tags[ $tag ]['formenctype'], $tags[ $tag ]['formtarget'] );
		}
	}
	return $tags;
}

/**
 * Whether a `name` attribute's value has the shape of a field name: the forms contract's
 * `fieldName` pattern (letters, digits, `_` and `-`, what a classic form post keeps as it is).
 *
 * @param string $value The attribute's value as written in the markup.
 * @return bool
 */
function blockyard_kses_is_field_name( $value ) {
	return 1 === preg_match( BLOCKYARD_FORM_FIELD_NAME_PATTERN, $value );
}
