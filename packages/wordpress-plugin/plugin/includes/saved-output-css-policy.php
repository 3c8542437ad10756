<?php
/**
 * The saved-output policy for inline styles, as the blocks' `save` applies it in TypeScript
 * (packages/api-client/src/saved-output/css-policy.ts): a value is read by the grammar of a
 * length, a colour or a gradient, built from numbers, colours and keywords. No `url(`,
 * `image-set(`, `expression(`, `;`, quote, comment or backslash escape gets through. The
 * functions here use no WordPress function.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** What JavaScript's `trim()` removes: its white space and line ends. */
const BLOCKYARD_CSS_SPACE = '[\t\n\x{b}\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]';

/** A number, with a unit or a percentage where colour functions take them. */
const BLOCKYARD_CSS_NUMBER = '/^[+-]?(?:[0-9]{1,6}(?:\.[0-9]{1,6})?|\.[0-9]{1,6})(?:%|deg|rad|turn|grad)?$/D';

/** A theme's palette entry, as the block editor writes it. */
const BLOCKYARD_CSS_PRESET_VARIABLE = '/^var\(--wp--preset--(?:color|gradient)--[a-z0-9-]{1,64}\)$/D';

/** The words a gradient's direction, shape, position and colour interpolation are written with. */
const BLOCKYARD_CSS_GRADIENT_KEYWORDS = array( 'to', 'top', 'bottom', 'left', 'right', 'center', 'at', 'circle', 'ellipse', 'closest-side', 'closest-corner', 'farthest-side', 'farthest-corner', 'from', 'in', 'srgb', 'srgb-linear', 'display-p3', 'lab', 'oklab', 'xyz', 'hsl', 'hwb', 'lch', 'oklch', 'shorter', 'longer', 'increasing', 'decreasing', 'hue' );

/**
 * `$value` with JavaScript's white space trimmed from both ends, or null when it is not
 * text (or not UTF-8).
 *
 * @param mixed $value A style value.
 * @return string|null
 */
function blockyard_css_trim( $value ) {
	if ( ! is_string( $value ) ) {
		return null;
	}
	$text = preg_replace( '/^' . BLOCKYARD_CSS_SPACE . '+|' . BLOCKYARD_CSS_SPACE . '+$/uD', '', $value );
	return is_string( $text ) ? $text : null;
}

/**
 * `$value`, trimmed, when it is a non-negative length (`120px`, `50%`, `1.5em`, in px, em,
 * rem, %, vw or vh); a bare `0` too. Otherwise null.
 *
 * @param mixed $value A style value.
 * @return string|null
 */
function blockyard_safe_css_length( $value ) {
	$text = blockyard_css_trim( $value );
	if ( null === $text ) {
		return null;
	}
	if ( '0' === $text ) {
		return $text;
	}
	return 1 === preg_match( '/^(?:[0-9]{1,6}(?:\.[0-9]{1,4})?|\.[0-9]{1,4})(?:px|em|rem|%|vw|vh)$/D', strtolower( $text ) ) ? $text : null;
}

/**
 * Whether lower-case text is `rgb()`, `rgba()`, `hsl()` or `hsla()` of three or four numbers.
 *
 * @param string $text Lower-case text.
 * @return bool
 */
function blockyard_is_css_color_function( $text ) {
	if ( 1 !== preg_match( '/^(?:rgba?|hsla?)\(([^()]*)\)$/D', $text, $match ) ) {
		return false;
	}
	$parts = preg_split( '/' . BLOCKYARD_CSS_SPACE . '*[,\/]' . BLOCKYARD_CSS_SPACE . '*|' . BLOCKYARD_CSS_SPACE . '+/u', $match[1] );
	if ( false === $parts ) {
		return false;
	}
	$parts = array_values( array_filter( $parts, 'strlen' ) );
	if ( count( $parts ) < 3 || count( $parts ) > 4 ) {
		return false;
	}
	foreach ( $parts as $part ) {
		if ( 'none' !== $part && 1 !== preg_match( BLOCKYARD_CSS_NUMBER, $part ) ) {
			return false;
		}
	}
	return true;
}

/**
 * `$value`, trimmed, when it is a colour (in any case): `#rgb`, `#rrggbb` (with or without
 * alpha), `rgb()`/`rgba()`/`hsl()`/`hsla()` of numbers, `transparent`, `currentcolor`,
 * `black`, `white`, `inherit`, or a theme's palette variable. Otherwise null.
 *
 * @param mixed $value A style value.
 * @return string|null
 */
function blockyard_safe_css_color( $value ) {
	$text = blockyard_css_trim( $value );
	if ( null === $text ) {
		return null;
	}
	$lower = strtolower( $text );
	return 1 === preg_match( '/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/D', $lower )
		|| in_array( $lower, array( 'transparent', 'currentcolor', 'black', 'white', 'inherit' ), true )
		|| 1 === preg_match( BLOCKYARD_CSS_PRESET_VARIABLE, $lower )
		|| blockyard_is_css_color_function( $lower )
		? $text
		: null;
}

/**
 * Whether one token of a gradient's arguments is a comma, a keyword, a number, a length or a colour.
 *
 * @param string $token Lower-case text.
 * @return bool
 */
function blockyard_is_css_gradient_token( $token ) {
	return ',' === $token
		|| in_array( $token, BLOCKYARD_CSS_GRADIENT_KEYWORDS, true )
		|| 1 === preg_match( BLOCKYARD_CSS_NUMBER, $token )
		|| 1 === preg_match( '/^[+-]?(?:[0-9]{1,6}(?:\.[0-9]{1,6})?|\.[0-9]{1,6})(?:px|em|rem|vw|vh)$/D', $token )
		|| null !== blockyard_safe_css_color( $token );
}

/**
 * `$value`, trimmed, when it is one CSS gradient (linear, radial, conic, repeating) made only
 * of colours, numbers, lengths, angles and a gradient's keywords, or a theme's gradient
 * variable. Otherwise null.
 *
 * @param mixed $value A style value.
 * @return string|null
 */
function blockyard_safe_css_gradient( $value ) {
	$text = blockyard_css_trim( $value );
	if ( null === $text ) {
		return null;
	}
	$lower = strtolower( $text );
	if ( 1 === preg_match( BLOCKYARD_CSS_PRESET_VARIABLE, $lower ) ) {
		return $text;
	}
	// As JavaScript's `.`, the argument list holds no line end.
	if ( 1 !== preg_match( '/^(?:repeating-)?(?:linear|radial|conic)-gradient\(([^\n\r\x{2028}\x{2029}]+)\)$/uD', $lower, $match ) ) {
		return null;
	}
	$inner = $match[1];
	if ( strlen( $inner ) > 1000 ) {
		return null;
	}
	$token = '/\G' . BLOCKYARD_CSS_SPACE . '*(?:((?:rgba?|hsla?)\([^()]*\))|(var\([^()]*\))|([#a-z0-9.+%-]+)|(,))' . BLOCKYARD_CSS_SPACE . '*/u';
	$read  = 0;
	while ( $read < strlen( $inner ) && 1 === preg_match( $token, $inner, $found, 0, $read ) ) {
		$parts = array_values( array_filter( array_slice( $found, 1 ), 'strlen' ) );
		if ( ! isset( $parts[0] ) || ! blockyard_is_css_gradient_token( $parts[0] ) ) {
			return null;
		}
		$read += strlen( $found[0] );
	}
	return strlen( $inner ) === $read ? $text : null;
}

/**
 * A style attribute's declarations that keep to the policy, each as written: a property
 * name, and a value that is a colour, a gradient, a length, or what the block editor's
 * supports write besides (up to four of numbers with or without a unit, keywords, colours
 * and the theme's preset variables: `line-height:1.5`, `padding:10px 2em`,
 * `margin-top:var(--wp--preset--spacing--40)`). No `url(`, no escapes, no quotes or comments.
 *
 * @param string $style The attribute's value.
 * @return array{kept: string[], dropped: int}
 */
function blockyard_safe_css_declarations( $style ) {
	$kept    = array();
	$dropped = 0;
	foreach ( explode( ';', $style ) as $declaration ) {
		if ( '' === trim( $declaration, " \t\n\r\f" ) ) {
			continue;
		}
		if ( 1 === preg_match( '/^\s*(-{0,2}[a-z][a-z0-9-]{0,63})\s*:\s*(.+?)\s*$/isD', $declaration, $match )
			&& blockyard_is_safe_css_value( $match[2] ) ) {
			$kept[] = trim( $declaration, " \t\n\r\f" );
		} else {
			++$dropped;
		}
	}
	return array(
		'kept'    => $kept,
		'dropped' => $dropped,
	);
}

/**
 * Whether a declaration's value is a colour, a gradient, a length, or up to four plain
 * tokens (numbers, keywords, colours, preset variables) as block supports write them.
 *
 * @param string $value A declaration's value, trimmed.
 * @return bool
 */
function blockyard_is_safe_css_value( $value ) {
	if ( null !== blockyard_safe_css_color( $value ) || null !== blockyard_safe_css_gradient( $value ) || null !== blockyard_safe_css_length( $value ) ) {
		return true;
	}
	$tokens = preg_split( '/[ \t\n\r\f]+/', $value );
	if ( false === $tokens || count( $tokens ) > 4 ) {
		return false;
	}
	foreach ( $tokens as $token ) {
		$plain = 1 === preg_match( '/^[a-z-]{1,40}$/iD', $token )
			|| 1 === preg_match( '/^[+-]?(?:[0-9]{1,6}(?:\.[0-9]{1,6})?|\.[0-9]{1,6})(?:%|px|em|rem|vw|vh|vmin|vmax|ch|ex|pt|deg|s|ms)?$/iD', $token )
			|| 1 === preg_match( '/^var\(--wp--preset--[a-z0-9-]{1,64}\)$/D', $token )
			|| null !== blockyard_safe_css_color( $token );
		if ( ! $plain ) {
			return false;
		}
	}
	return true;
}
