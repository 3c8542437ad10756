<?php
/**
 * Lets the markup Blockyard blocks save pass WordPress's content filter (kses) for
 * users without `unfiltered_html` (authors, contributors): otherwise the stored HTML
 * would differ from what the block saves and the block would be invalid on the
 * next load. Business Hours saves schema.org microdata: <time>, <link>, <meta>,
 * itemprop, itemscope, itemtype (see docs/decisions/0004-business-hours-saved-markup.md);
 * the shared button block may save an `<input type="submit">`; the contact form saves
 * form controls (see blockyard_allow_form_markup).
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds the microdata attributes and elements to the `post` context.
 *
 * @param array  $tags    Allowed tags and their attributes.
 * @param string $context The kses context.
 * @return array
 */
function blockyard_allow_block_markup( $tags, $context ) {
	if ( 'post' !== $context ) {
		return $tags;
	}
	$item = array(
		'itemprop'  => true,
		'itemscope' => true,
		'itemtype'  => true,
	);
	foreach ( array( 'div', 'dl', 'dt', 'dd', 'span' ) as $tag ) {
		$tags[ $tag ] = array_merge( isset( $tags[ $tag ] ) ? $tags[ $tag ] : array(), $item );
	}
	$tags['time'] = array_merge(
		isset( $tags['time'] ) ? $tags['time'] : array(),
		array(
			'datetime' => true,
			'itemprop' => true,
			'class'    => true,
		)
	);
	$tags['link'] = array(
		'href'     => true,
		'itemprop' => true,
	);
	$tags['meta']  = array(
		'content'  => true,
		'itemprop' => true,
	);
	$tags['input'] = array_merge(
		isset( $tags['input'] ) ? $tags['input'] : array(),
		array(
			'type'  => true,
			'value' => true,
			'name'  => true,
			'class' => true,
			'style' => true,
		)
	);
	return blockyard_allow_form_markup( $tags );
}

/**
 * The contact form and its fields (docs/decisions/0009-contact-forms.md): form controls
 * with ids tied to their labels, required marks, autocomplete hints, error slots.
 *
 * @param array $tags Allowed tags and their attributes.
 * @return array
 */
function blockyard_allow_form_markup( $tags ) {
	$control = array(
		'id'               => true,
		'class'            => true,
		'name'             => true,
		'required'         => true,
		'aria-required'    => true,
		'aria-describedby' => true,
		'aria-invalid'     => true,
		'autocomplete'     => true,
		'placeholder'      => true,
	);
	$allowed = array(
		'form'     => array(
			'action'              => true,
			'method'              => true,
			'class'               => true,
			'data-blockyard-form' => true,
		),
		'input'    => array_merge(
			$control,
			array(
				'type'  => true,
				'value' => true,
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
	return $tags;
}
