<?php
/**
 * The saved-output policy for addresses, as the blocks' `save` applies it in TypeScript
 * (packages/api-client/src/saved-output/): what a link, an image, a frame or a script may
 * point at. The render filter (includes/saved-output-render.php) applies it again when a post
 * renders, because post content can be written without the editor. The table of cases both
 * must agree on is packages/api-client/src/saved-output/vectors.json, run through these
 * functions by the plugin's unit tests. The functions here use no WordPress function.
 *
 * Values are judged as written and with their character references decoded, as a browser
 * reads them; control characters and backslashes are refused.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/saved-output-css-policy.php';

/**
 * The characters trimmed from both ends of an address: C0 controls and space (what the URL
 * parser strips) and any other white space JavaScript's `\s` knows (no-break spaces too).
 */
const BLOCKYARD_ADDRESS_ENDS = '[\x{0}-\x{20}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]';

/**
 * The named character references read: those that can spell a URL's punctuation. Any other
 * name makes the address unreadable, so it is refused.
 */
const BLOCKYARD_NAMED_REFERENCES = array(
	'AMP'     => '&',
	'amp'     => '&',
	'apos'    => "'",
	'bsol'    => '\\',
	'colon'   => ':',
	'comma'   => ',',
	'commat'  => '@',
	'equals'  => '=',
	'excl'    => '!',
	'GT'      => '>',
	'gt'      => '>',
	'lpar'    => '(',
	'LT'      => '<',
	'lt'      => '<',
	'NewLine' => "\n",
	'num'     => '#',
	'percnt'  => '%',
	'period'  => '.',
	'plus'    => '+',
	'quest'   => '?',
	'QUOT'    => '"',
	'quot'    => '"',
	'rpar'    => ')',
	'semi'    => ';',
	'sol'     => '/',
	'Tab'     => "\t",
);

/**
 * `$value` with its character references decoded as an HTML parser decodes an attribute's
 * (numeric ones need no `;`), or null when it holds a named reference this does not know.
 *
 * @param string $value Text as written in an attribute.
 * @return string|null
 */
function blockyard_decode_references( $value ) {
	if ( false === strpos( $value, '&' ) ) {
		return $value;
	}
	$unknown = false;
	$decoded = preg_replace_callback(
		'/&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z][a-z0-9]*);)/i',
		static function ( $match ) use ( &$unknown ) {
			if ( isset( $match[1] ) && '' !== $match[1] ) {
				return blockyard_code_point( hexdec( substr( $match[1], 0, 8 ) ) );
			}
			if ( isset( $match[2] ) && '' !== $match[2] ) {
				return blockyard_code_point( (int) substr( $match[2], 0, 9 ) );
			}
			if ( isset( BLOCKYARD_NAMED_REFERENCES[ $match[3] ] ) ) {
				return BLOCKYARD_NAMED_REFERENCES[ $match[3] ];
			}
			$unknown = true;
			return $match[0];
		},
		$value
	);
	return ( $unknown || ! is_string( $decoded ) ) ? null : $decoded;
}

/**
 * A code point as UTF-8; U+FFFD for a null, a surrogate or a number out of range, as the
 * HTML parser puts.
 *
 * @param int|float $code The number a reference names.
 * @return string
 */
function blockyard_code_point( $code ) {
	$code = (int) $code;
	if ( 0 === $code || $code > 0x10ffff || ( $code >= 0xd800 && $code <= 0xdfff ) ) {
		$code = 0xfffd;
	}
	if ( $code < 0x80 ) {
		return chr( $code );
	}
	if ( $code < 0x800 ) {
		return chr( 0xc0 | ( $code >> 6 ) ) . chr( 0x80 | ( $code & 0x3f ) );
	}
	if ( $code < 0x10000 ) {
		return chr( 0xe0 | ( $code >> 12 ) ) . chr( 0x80 | ( ( $code >> 6 ) & 0x3f ) ) . chr( 0x80 | ( $code & 0x3f ) );
	}
	return chr( 0xf0 | ( $code >> 18 ) ) . chr( 0x80 | ( ( $code >> 12 ) & 0x3f ) ) . chr( 0x80 | ( ( $code >> 6 ) & 0x3f ) ) . chr( 0x80 | ( $code & 0x3f ) );
}

/**
 * The parts of an absolute address as the URL standard reads them for http and https:
 * scheme (lower case), user, pass, host (lower case) and port (empty when it is the scheme's
 * default); null when it has no scheme or the host cannot be read. Hosts the standard would
 * rewrite (percent-encoded, shortened IPv4) are refused rather than rewritten.
 *
 * @param string $text An address without controls, backslashes or spaces at its ends.
 * @return array|null
 */
function blockyard_address_parts( $text ) {
	if ( 1 !== preg_match( '/^([a-z][a-z0-9+.-]*):(.*)$/is', $text, $match ) ) {
		return null;
	}
	$scheme = strtolower( $match[1] );
	if ( 'http' !== $scheme && 'https' !== $scheme ) {
		return array( 'scheme' => $scheme );
	}
	// A special scheme skips any slashes before the authority (`https:host`, `https:///host`).
	$rest      = ltrim( $match[2], '/' );
	$authority = substr( $rest, 0, strcspn( $rest, '/?#' ) );
	$at        = strrpos( $authority, '@' );
	$user      = '';
	$pass      = '';
	if ( false !== $at ) {
		$credentials = explode( ':', substr( $authority, 0, $at ), 2 );
		$user        = $credentials[0];
		$pass        = isset( $credentials[1] ) ? $credentials[1] : '';
		$authority   = substr( $authority, $at + 1 );
	}
	if ( 1 !== preg_match( '/^(\[[0-9a-f:.]+\]|[^:\[\]]*)(?::([0-9]*))?$/iD', $authority, $host_match ) ) {
		return null;
	}
	$host = strtolower( $host_match[1] );
	$port = isset( $host_match[2] ) ? ltrim( $host_match[2], '0' ) : '';
	if ( ! blockyard_is_readable_host( $host ) || ( '' !== $port && (int) $port > 65535 ) ) {
		return null;
	}
	if ( ( 'https' === $scheme && '443' === $port ) || ( 'http' === $scheme && '80' === $port ) ) {
		$port = '';
	}
	return array(
		'scheme' => $scheme,
		'user'   => $user,
		'pass'   => $pass,
		'host'   => $host,
		'port'   => $port,
	);
}

/**
 * Whether a host is one the URL standard reads as it is written: a name without forbidden
 * characters or percent signs, a dotted IPv4 address of four numbers up to 255, or `[IPv6]`.
 *
 * @param string $host The host, lower case.
 * @return bool
 */
function blockyard_is_readable_host( $host ) {
	if ( '' === $host ) {
		return false;
	}
	if ( '[' === $host[0] ) {
		return false !== filter_var( substr( $host, 1, -1 ), FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 );
	}
	if ( 1 === preg_match( '/[\x00-\x20\x7f#%\/:<>?@\[\\\\\]^|]/', $host ) ) {
		return false;
	}
	$labels = explode( '.', rtrim( $host, '.' ) );
	$last   = end( $labels );
	if ( 1 === preg_match( '/^(?:[0-9]+|0x[0-9a-f]*)$/D', $last ) ) {
		// The standard reads this host as an IPv4 address: only the plain spelling is kept.
		return 1 === preg_match( '/^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$/D', $host );
	}
	return true;
}

/**
 * Whether an address, as the browser reads it, passes for `$schemes`.
 *
 * @param string   $text    The address, trimmed.
 * @param string[] $schemes The schemes allowed (lower case).
 * @return bool
 */
function blockyard_judge_address( $text, $schemes ) {
	if ( '' === $text || 1 !== preg_match( '/^[^\x{0}-\x{1f}\x{7f}-\x{9f}\\\\]*$/uD', $text ) ) {
		return false;
	}
	if ( 1 !== preg_match( '/^[a-z][a-z0-9+.-]*:/i', $text ) ) {
		// A path, a query or a fragment on the site; `//host` leads to another host.
		return 0 !== strpos( $text, '//' );
	}
	$parts = blockyard_address_parts( $text );
	if ( null === $parts || ! in_array( $parts['scheme'], $schemes, true ) ) {
		return false;
	}
	if ( 'http' === $parts['scheme'] || 'https' === $parts['scheme'] ) {
		// Written out in full (`https:host` and `https:/host` are read as `https://host` too).
		return '//' === substr( $text, strlen( $parts['scheme'] ) + 1, 2 )
			&& '' === $parts['user']
			&& '' === $parts['pass'];
	}
	return true;
}

/**
 * `$value`, trimmed, when both its written and its decoded spellings pass `$schemes`.
 *
 * @param mixed    $value   The attribute's value.
 * @param string[] $schemes The schemes allowed (lower case).
 * @return string|null
 */
function blockyard_policed_address( $value, $schemes ) {
	if ( ! is_string( $value ) ) {
		return null;
	}
	$ends = '/^' . BLOCKYARD_ADDRESS_ENDS . '+|' . BLOCKYARD_ADDRESS_ENDS . '+$/uD';
	$text = preg_replace( $ends, '', $value );
	if ( ! is_string( $text ) ) {
		return null;
	}
	$decoded = blockyard_decode_references( $text );
	if ( null === $decoded || ! blockyard_judge_address( $text, $schemes ) ) {
		return null;
	}
	$decoded = preg_replace( $ends, '', $decoded );
	return is_string( $decoded ) && blockyard_judge_address( $decoded, $schemes ) ? $text : null;
}

/**
 * `$value` when a link (`href`, a form's `action`) may lead there: `http:` or `https:` with
 * a host and no user name or password, written with `//`, or a path, query or fragment on
 * the site; `mailto:` and `tel:` only when the block offers them. Otherwise null.
 *
 * @param mixed    $value         The attribute's value.
 * @param string[] $extra_schemes `mailto`, `tel`: what the block offers besides web links.
 * @return string|null
 */
function blockyard_safe_link_url( $value, $extra_schemes = array() ) {
	$schemes = array_merge( array( 'http', 'https' ), array_intersect( $extra_schemes, array( 'mailto', 'tel' ) ) );
	return blockyard_policed_address( $value, $schemes );
}

/**
 * Whether `$host` is this machine's (`localhost`, `*.localhost`, a loopback address): where
 * the local provider stands in for a block's media service while a site is developed or tested.
 *
 * @param string $host A host, as blockyard_address_parts() gives it.
 * @return bool
 */
function blockyard_is_loopback_host( $host ) {
	$host = strtolower( $host );
	return 'localhost' === $host
		|| ( strlen( $host ) > 10 && '.localhost' === substr( $host, -10 ) )
		|| '[::1]' === $host
		|| 1 === preg_match( '/^127\.[0-9]+\.[0-9]+\.[0-9]+$/D', $host );
}

/**
 * `$value` when an image, video, poster or track may load it: as a link (without mailto or
 * tel). With `$hosts`, an absolute address only over https on exactly one of them (no port,
 * user name or password), or on a loopback host. Otherwise null.
 *
 * @param mixed         $value The attribute's value.
 * @param string[]|null $hosts The hosts the block's media come from, when it names them.
 * @return string|null
 */
function blockyard_safe_media_url( $value, $hosts = null ) {
	$address = blockyard_policed_address( $value, array( 'http', 'https' ) );
	if ( null === $address || null === $hosts || 1 !== preg_match( '/^[a-z][a-z0-9+.-]*:/i', $address ) ) {
		return $address;
	}
	$parts = blockyard_address_parts( $address );
	if ( null === $parts ) {
		return null;
	}
	return blockyard_is_provider_address( $parts, $hosts ) || blockyard_is_loopback_host( $parts['host'] ) ? $address : null;
}

/**
 * Whether address parts are https on exactly one of `$hosts`, with no user name, password or port.
 *
 * @param array    $parts What blockyard_address_parts() gives.
 * @param string[] $hosts Host names, lower case.
 * @return bool
 */
function blockyard_is_provider_address( $parts, $hosts ) {
	return 'https' === $parts['scheme']
		&& '' === $parts['user']
		&& '' === $parts['pass']
		&& '' === $parts['port']
		&& in_array( $parts['host'], $hosts, true );
}

/**
 * Whether a frame's or script's `src` is https on exactly one of `$hosts`, with no user
 * name, password or port, and no character reference but `&amp;`.
 *
 * @param mixed    $src   The attribute's value.
 * @param string[] $hosts Host names, lower case.
 * @return bool
 */
function blockyard_is_provider_source( $src, $hosts ) {
	if ( ! is_string( $src )
		|| 1 !== preg_match( '/^[^\x{0}-\x{1f}\x{7f}-\x{9f}\\\\]*$/uD', $src )
		|| 1 === preg_match( '/&(?!amp;)[#a-z0-9]+;/i', $src ) ) {
		return false;
	}
	$parts = blockyard_address_parts( trim( $src, ' ' ) );
	return null !== $parts && isset( $parts['host'] ) && blockyard_is_provider_address( $parts, $hosts );
}
