<?php
/**
 * The ad block for visitors. The block saves an empty slot of its format's size (its room kept
 * before anything loads); this file fills the slot, as the page is rendered, with the ad
 * network's unit: a sandboxed, lazily loaded frame of `ads/v1/unit` on the provider root
 * (blockyard_provider_root()), of the format's size, for the block's format and a view id of its
 * own, by which the network counts one impression per view. No script is printed; the editor
 * never renders it.
 *
 * - The frame's address is built from the provider root (https, or http on a loopback host:
 *   the local provider) and the format, one of the four known names (another is the default,
 *   `mrec`): nothing else of the block's attributes or markup reaches the page.
 * - A unit the network does not fill leaves the slot empty, of its size.
 * - A site without ads (`blockyard_ads_enabled` false) renders nothing of the block, and its
 *   page state's `ads` flag is false, so the editor says why.
 *
 * Filters:
 * - `blockyard_ads_enabled`: whether the site shows ads. By default when BLOCKYARD_PROVIDER_ROOT
 *   names a provider, which stands in for the ad network (the local provider); a site whose
 *   provider serves no ads leaves it off.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** The ad formats and their sizes in CSS pixels, as the block's formats.ts has them; the first is the default. */
const BLOCKYARD_AD_FORMATS = array(
	'mrec'               => array( 300, 250 ),
	'leaderboard'        => array( 728, 90 ),
	'mobile_leaderboard' => array( 320, 50 ),
	'wideskyscraper'     => array( 160, 600 ),
);

/** The unit's frame: the ad may open its advertiser's page in a new tab, and nothing else. */
const BLOCKYARD_AD_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-same-origin';

/**
 * Whether the site shows ads.
 *
 * @return bool
 */
function blockyard_ads_enabled() {
	return (bool) apply_filters( 'blockyard_ads_enabled', defined( 'BLOCKYARD_PROVIDER_ROOT' ) );
}

/**
 * `blockyard_features`: the page state's `ads` flag, from blockyard_ads_enabled().
 *
 * @param array $features Feature flags, name => bool.
 * @return array
 */
function blockyard_ads_feature_flag( $features ) {
	$features        = (array) $features;
	$features['ads'] = blockyard_ads_enabled();
	return $features;
}

/**
 * A format's name as the block stores it, or the default for one not known.
 *
 * @param mixed $format The block's `format` attribute.
 * @return string
 */
function blockyard_ad_format( $format ) {
	return is_string( $format ) && isset( BLOCKYARD_AD_FORMATS[ $format ] ) ? $format : 'mrec';
}

/**
 * The unit page's address for a format and one view, on the provider's root; '' when the root
 * is neither https nor http on a loopback host, has credentials, or the view id is not one.
 *
 * @param string $root   The provider's root, e.g. `https://provider.example/wp-json/`.
 * @param mixed  $format The block's `format` attribute.
 * @param string $view   The view id: 8 to 64 letters, digits and `-`.
 * @return string
 */
function blockyard_ad_unit_url( $root, $format, $view ) {
	$parts = is_string( $root ) ? wp_parse_url( $root ) : false;
	if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
		return '';
	}
	$scheme   = strtolower( $parts['scheme'] );
	$host     = strtolower( $parts['host'] );
	$loopback = 'localhost' === $host || '[::1]' === $host || 1 === preg_match( '/^127\.\d+\.\d+\.\d+$/', $host ) || '.localhost' === substr( $host, -10 );
	if ( ! ( 'https' === $scheme || ( 'http' === $scheme && $loopback ) ) || ! is_string( $view ) || 1 !== preg_match( '/^[A-Za-z0-9-]{8,64}$/', $view ) ) {
		return '';
	}
	$path = isset( $parts['path'] ) ? rtrim( $parts['path'], '/' ) : '';
	if ( 1 !== preg_match( '#^(/[A-Za-z0-9._~%!$&\'()*+,;=:@-]*)*$#', $path ) ) {
		return '';
	}
	$origin = $scheme . '://' . $host . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' );
	return $origin . $path . '/ads/v1/unit?format=' . rawurlencode( blockyard_ad_format( $format ) ) . '&view=' . $view;
}

/**
 * The unit's frame for a format, with a view id of its own; '' when the root is refused.
 *
 * @param string $root   The provider's root.
 * @param mixed  $format The block's `format` attribute.
 * @param string $view   The view id.
 * @return string
 */
function blockyard_ad_unit_frame( $root, $format, $view ) {
	$src = blockyard_ad_unit_url( $root, $format, $view );
	if ( '' === $src ) {
		return '';
	}
	$size = BLOCKYARD_AD_FORMATS[ blockyard_ad_format( $format ) ];
	return sprintf(
		'<iframe class="wp-block-blockyard-ad__unit" title="%1$s" src="%2$s" width="%3$d" height="%4$d" loading="lazy" referrerpolicy="no-referrer" sandbox="%5$s"></iframe>',
		esc_attr( __( 'Advertisement', 'blockyard' ) ),
		esc_url( $src ),
		$size[0],
		$size[1],
		esc_attr( BLOCKYARD_AD_SANDBOX )
	);
}

/**
 * `render_block_blockyard/ad`: the network's unit in the block's empty slot; nothing on a site
 * without ads. A block whose slot is not the saved empty one is left as it is.
 *
 * @param string $block_content The block's rendered HTML.
 * @param array  $block         The parsed block.
 * @return string
 */
function blockyard_render_ad_block( $block_content, $block ) {
	if ( ! blockyard_ads_enabled() ) {
		return '';
	}
	if ( ! is_string( $block_content ) ) {
		return $block_content;
	}
	$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
	$frame = blockyard_ad_unit_frame( blockyard_provider_root(), $attrs['format'] ?? null, wp_generate_uuid4() );
	if ( '' === $frame ) {
		return $block_content;
	}
	return (string) preg_replace_callback(
		'#(<div class="wp-block-blockyard-ad__slot"[^>]*>)(</div>)#',
		function ( $found ) use ( $frame ) {
			return $found[1] . $frame . $found[2];
		},
		$block_content,
		1
	);
}
