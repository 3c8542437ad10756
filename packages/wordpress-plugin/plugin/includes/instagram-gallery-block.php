<?php
/**
 * Latest Instagram Posts for visitors. The block saves the grid of the photos the editor last
 * loaded; this file writes the grid again, as the page is rendered, with the account's latest
 * photos: `GET wpcom/v2/instagram-gallery/gallery` on the provider root
 * (blockyard_provider_root()), with the block's token and count. So a photo posted after the post
 * was saved shows without anyone saving the post again.
 *
 * - The answer is checked (an `images` list of photos with an address each) and kept in a
 *   transient for five minutes, keyed by a hash of the token and the count: pages with the same
 *   gallery share one request, and a visitor waits for the provider at most once in five minutes.
 * - The grid is the saved one's: the same wrapper classes (alignment, `has-N-columns`,
 *   `is-stacked-on-mobile`, the block's own class) and `gap`, from the block's attributes, and
 *   the same items (an image in a link to its post, a plain tile without a link). Every address
 *   passes the saved-output policy as a rendered block's does (saved-output-render.php: an
 *   image only from the site, the packages' media hosts or a loopback host); a photo whose image
 *   does not is left out, and one without a caption is named "Instagram post n", as the editor names it.
 * - A provider that cannot be reached, or answers anything else, leaves the saved grid as it is
 *   (a failure is kept for a minute, so a provider that is down is not asked on every view).
 * - The token is only in the block comment, which is never printed: nothing of it reaches the
 *   page.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/saved-output-render.php';

/** Seconds the gallery request may take: a visitor's page waits for it on a cold cache. */
const BLOCKYARD_INSTAGRAM_TIMEOUT = 3;

/** Seconds an answer is kept. */
const BLOCKYARD_INSTAGRAM_CACHE_SECONDS = 300;

/** Seconds a failure is kept (the saved grid shows meanwhile). */
const BLOCKYARD_INSTAGRAM_FAILURE_SECONDS = 60;

/** The range and default of each of the gallery's numbers, as the block's limits.ts has them. */
const BLOCKYARD_INSTAGRAM_LIMITS = array(
	'count'   => array( 1, 30, 9 ),
	'columns' => array( 1, 6, 3 ),
	'spacing' => array( 0, 50, 10 ),
);

/**
 * An attribute as a whole number within its range; its default when it is not a number.
 *
 * @param string $name  `count`, `columns` or `spacing`.
 * @param mixed  $value The attribute's value.
 * @return int
 */
function blockyard_instagram_number( $name, $value ) {
	list( $min, $max, $default ) = BLOCKYARD_INSTAGRAM_LIMITS[ $name ];
	if ( ! ( is_int( $value ) || is_float( $value ) ) || ! is_finite( (float) $value ) ) {
		return $default;
	}
	return (int) min( $max, max( $min, round( $value ) ) );
}

/**
 * The photos of a gallery answer, as the grid shows them: `url` (through the saved-output
 * policy, and from a host a rendered block may load media from: the site's, the packages'
 * media hosts such as the photo service's CDN, a loopback one), `link` when it passes, and
 * `title` (the caption, else "Instagram post n"); at most `$count`. Null when the answer is
 * not a gallery.
 *
 * @param mixed $answer The decoded JSON answer.
 * @param int   $count  How many photos the block shows.
 * @return array|null
 */
function blockyard_instagram_read_gallery( $answer, $count ) {
	if ( ! is_array( $answer ) || ! isset( $answer['images'] ) || ! is_array( $answer['images'] ) || array_values( $answer['images'] ) !== $answer['images'] ) {
		return null;
	}
	$images = array();
	foreach ( $answer['images'] as $image ) {
		if ( ! is_array( $image ) || ! isset( $image['url'] ) || ! is_string( $image['url'] ) ) {
			return null;
		}
		$url = blockyard_safe_media_url( $image['url'] );
		if ( null === $url || ! blockyard_is_site_media_url( $url ) || count( $images ) >= $count ) {
			continue;
		}
		$link  = isset( $image['link'] ) && is_string( $image['link'] ) ? blockyard_safe_link_url( $image['link'] ) : null;
		$title = isset( $image['title'] ) && is_string( $image['title'] ) ? trim( $image['title'] ) : '';
		if ( '' === $title ) {
			/* translators: %d: the photo's place in the gallery. */
			$title = sprintf( __( 'Instagram post %d', 'blockyard' ), count( $images ) + 1 );
		}
		$images[] = array(
			'url'   => $url,
			'link'  => $link,
			'title' => $title,
		);
	}
	return $images;
}

/**
 * The account's latest photos (see blockyard_instagram_read_gallery()), from the transient or
 * the provider; null when the provider cannot give them.
 *
 * @param string $token The block's `accessToken`.
 * @param int    $count How many photos the block shows.
 * @return array|null
 */
function blockyard_instagram_gallery( $token, $count ) {
	$key  = 'blockyard_instagram_' . md5( $token . '|' . $count );
	$kept = get_transient( $key );
	if ( is_array( $kept ) && array_key_exists( 'images', $kept ) ) {
		return is_array( $kept['images'] ) ? blockyard_instagram_read_gallery( $kept, $count ) : null;
	}
	$url      = add_query_arg(
		array(
			'access_token' => rawurlencode( $token ),
			'count'        => $count,
		),
		trailingslashit( blockyard_provider_root() ) . 'wpcom/v2/instagram-gallery/gallery'
	);
	$response = wp_remote_get( $url, array( 'timeout' => BLOCKYARD_INSTAGRAM_TIMEOUT ) );
	$answer   = is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response )
		? null
		: json_decode( (string) wp_remote_retrieve_body( $response ), true );
	$images   = blockyard_instagram_read_gallery( $answer, $count );
	set_transient( $key, array( 'images' => $images ), null === $images ? BLOCKYARD_INSTAGRAM_FAILURE_SECONDS : BLOCKYARD_INSTAGRAM_CACHE_SECONDS );
	return $images;
}

/**
 * The grid as the block's save writes it, for these attributes and photos.
 *
 * @param array $attrs  The block's attributes.
 * @param array $images Photos as blockyard_instagram_read_gallery() gives them.
 * @return string
 */
function blockyard_instagram_grid( $attrs, $images ) {
	$classes = array( 'wp-block-blockyard-instagram-gallery' );
	if ( isset( $attrs['align'] ) && is_string( $attrs['align'] ) && in_array( $attrs['align'], array( 'left', 'center', 'right', 'wide', 'full' ), true ) ) {
		$classes[] = 'align' . $attrs['align'];
	}
	$classes[] = 'has-' . blockyard_instagram_number( 'columns', $attrs['columns'] ?? null ) . '-columns';
	if ( ! array_key_exists( 'isStackedOnMobile', $attrs ) || ! empty( $attrs['isStackedOnMobile'] ) ) {
		$classes[] = 'is-stacked-on-mobile';
	}
	if ( isset( $attrs['className'] ) && is_string( $attrs['className'] ) ) {
		foreach ( preg_split( '/\s+/', $attrs['className'], -1, PREG_SPLIT_NO_EMPTY ) as $name ) {
			$name = sanitize_html_class( $name );
			if ( '' !== $name ) {
				$classes[] = $name;
			}
		}
	}
	$items = '';
	foreach ( $images as $image ) {
		$img    = sprintf( '<img src="%1$s" alt="%2$s" loading="lazy"/>', esc_url( $image['url'] ), esc_attr( $image['title'] ) );
		$items .= null === $image['link']
			? '<span class="wp-block-blockyard-instagram-gallery__item">' . $img . '</span>'
			: sprintf( '<a class="wp-block-blockyard-instagram-gallery__item" href="%1$s" rel="noopener noreferrer">%2$s</a>', esc_url( $image['link'] ), $img );
	}
	return sprintf(
		'<div class="%1$s" style="gap:%2$dpx">%3$s</div>',
		esc_attr( implode( ' ', array_unique( $classes ) ) ),
		blockyard_instagram_number( 'spacing', $attrs['spacing'] ?? null ),
		$items
	);
}

/**
 * `render_block_blockyard/instagram-gallery`: the account's latest photos in the saved grid's
 * place; the saved grid when the block has no token or the provider cannot give them.
 *
 * @param string $block_content The block's rendered HTML.
 * @param array  $block         The parsed block.
 * @return string
 */
function blockyard_render_instagram_gallery( $block_content, $block ) {
	$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
	$token = isset( $attrs['accessToken'] ) && is_string( $attrs['accessToken'] ) ? $attrs['accessToken'] : '';
	if ( '' === $token || ! is_string( $block_content ) ) {
		return $block_content;
	}
	$images = blockyard_instagram_gallery( $token, blockyard_instagram_number( 'count', $attrs['count'] ?? null ) );
	return null === $images ? $block_content : blockyard_instagram_grid( $attrs, $images );
}
