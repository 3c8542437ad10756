<?php
/**
 * Lets the markup Blockyard blocks save pass WordPress's content filter (kses) for
 * users without `unfiltered_html` (authors, contributors): otherwise the stored HTML
 * would differ from what the block saves and the block would be invalid on the
 * next load. Business Hours saves schema.org microdata: <time>, <link>, <meta>,
 * itemprop, itemscope, itemtype (see docs/decisions/0004-business-hours-saved-markup.md);
 * the shared button block may save an `<input type="submit">`.
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
	return $tags;
}
