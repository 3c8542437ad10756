<?php
/**
 * The hosted video block for visitors (docs/decisions/0057-hosted-video-player-for-visitors.md).
 * The block saves the address of the service's player, `https://videopress.com/v/{guid}?…`,
 * as text in its figure's embed wrapper. This file:
 *
 * - registers the video service as an oEmbed provider for `https://videopress.com/v/*`, at
 *   `/oembed` on the service's root (blockyard_video_service_root(): the local provider's
 *   origin in tests), in place of WordPress's own entry for the service;
 * - renders each block's address as the service's player (`render_block_blockyard/video`),
 *   through wp_oembed_get() with the block's width. WordPress's autoembed leaves the address as
 *   text (`pre_oembed_result`): its embed would come before the saved-output policy, which takes
 *   apart frames off the embed blocks' hosts. Only an iframe of the service root's
 *   `/embed/{guid}` for that guid is printed, built again from its parts; anything else leaves
 *   the address as text;
 * - gives a signed-in visitor (and an editor's embed preview) a playback token for the video
 *   (`metadata_token` on the iframe's address), asked for at render time from the provider,
 *   as the site (includes/provider-site-auth.php). The token is never saved, never cached with the oEmbed and never printed
 *   for an anonymous visitor: a private video's player and files answer 403 to them.
 *
 * Filters:
 * - `blockyard_video_service_root`: the video service's root (its player, share page and
 *   oEmbed); the provider root's origin when BLOCKYARD_PROVIDER_ROOT is defined (the local
 *   provider), else `https://videopress.com/`.
 * - `blockyard_video_playback_token`: the token for a guid, or '' for none (after the request).
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** Seconds the oEmbed and the token requests may take. */
const BLOCKYARD_VIDEO_TIMEOUT = 10;

/** The saved player's address: the service's canonical address of one video, with its query. */
const BLOCKYARD_VIDEO_ADDRESS = '#^https://videopress\.com/v/([A-Za-z0-9]{8})(\?[^\s<>"\'`]*)?$#';

/**
 * The video service's root, ending with a slash.
 *
 * @return string
 */
function blockyard_video_service_root() {
	$origin  = blockyard_provider_origin();
	$default = '' === $origin ? 'https://videopress.com/' : $origin . '/';
	return trailingslashit( esc_url_raw( (string) apply_filters( 'blockyard_video_service_root', $default ) ) );
}

/**
 * `oembed_providers`: the service's canonical addresses go to the service root's `/oembed`,
 * first, and WordPress's own entry for them is taken out (it would match first).
 *
 * @param array $providers Regex or wildcard => array( endpoint, is_regex ).
 * @return array
 */
function blockyard_video_oembed_providers( $providers ) {
	$sample = 'https://videopress.com/v/AbCd1234';
	foreach ( $providers as $format => $provider ) {
		$is_regex = is_array( $provider ) && ! empty( $provider[1] );
		if ( $is_regex && @preg_match( $format, $sample ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a bad pattern of another plugin is not ours to report.
			unset( $providers[ $format ] );
		}
	}
	return array_merge(
		array( '#^https://videopress\.com/v/[A-Za-z0-9]{8}(?:\?.*)?$#i' => array( blockyard_video_service_root() . 'oembed', true ) ),
		$providers
	);
}

/**
 * Whether a host is the video service root's host (the only one the next two filters open).
 *
 * @param string $host A host name.
 * @return bool
 */
function blockyard_video_is_service_host( $host ) {
	return is_string( $host ) && '' !== $host && strtolower( $host ) === strtolower( (string) wp_parse_url( blockyard_video_service_root(), PHP_URL_HOST ) );
}

/**
 * `http_request_host_is_external`: wp_safe_remote_get() (which oEmbed fetches with) may reach
 * the service root's host, a loopback address when the local provider stands in for it.
 *
 * @param bool   $external Whether WordPress counts the host as external.
 * @param string $host     The host.
 * @return bool
 */
function blockyard_video_allow_service_host( $external, $host ) {
	return $external || blockyard_video_is_service_host( $host );
}

/**
 * `http_allowed_safe_ports`: and the service root's port.
 *
 * @param int[]  $ports The ports wp_safe_remote_get() may use.
 * @param string $host  The host asked for.
 * @return int[]
 */
function blockyard_video_allow_service_port( $ports, $host ) {
	$port = wp_parse_url( blockyard_video_service_root(), PHP_URL_PORT );
	if ( is_int( $port ) && blockyard_video_is_service_host( $host ) ) {
		$ports[] = $port;
	}
	return $ports;
}

/**
 * A playback token for a video, asked for as the site (`wpcom/v2/videopress/playback-jwt/{guid}`
 * on the provider root), or '' when none could be had. Once per guid per request.
 *
 * @param string $guid The video's guid (eight letters and digits).
 * @return string
 */
function blockyard_video_playback_token( $guid ) {
	static $tokens = array();
	if ( 1 !== preg_match( '/^[A-Za-z0-9]{8}$/', $guid ) ) {
		return '';
	}
	if ( isset( $tokens[ $guid ] ) ) {
		return $tokens[ $guid ];
	}
	$token   = '';
	$headers = blockyard_provider_site_auth_headers();
	if ( ! empty( $headers ) ) {
		$response = wp_remote_post(
			trailingslashit( blockyard_provider_root() ) . 'wpcom/v2/videopress/playback-jwt/' . $guid,
			array(
				'headers' => $headers,
				'timeout' => BLOCKYARD_VIDEO_TIMEOUT,
			)
		);
		$body = is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response )
			? null
			: json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( is_array( $body ) && isset( $body['metadata_token'] ) && is_string( $body['metadata_token'] ) && 1 === preg_match( '/^[\w.-]{1,2000}$/', $body['metadata_token'] ) ) {
			$token = $body['metadata_token'];
		}
	}
	$token           = (string) apply_filters( 'blockyard_video_playback_token', $token, $guid );
	$tokens[ $guid ] = $token;
	return $token;
}

/**
 * The player's address in an oEmbed's HTML, when it is exactly one iframe of the service
 * root's `/embed/{guid}` for this guid (https, or http on a loopback host); else null. With its
 * title, width and height.
 *
 * @param string $html The oEmbed's HTML.
 * @param string $guid The video's guid.
 * @return array|null array( 'src', 'title', 'width', 'height' ).
 */
function blockyard_video_player_frame( $html, $guid ) {
	if ( ! is_string( $html ) || '' === $html || ! class_exists( 'WP_HTML_Tag_Processor' ) ) {
		return null;
	}
	$tags   = new WP_HTML_Tag_Processor( $html );
	$frames = array();
	while ( $tags->next_tag() ) {
		if ( 'IFRAME' !== $tags->get_tag() ) {
			return null;
		}
		$frames[] = array(
			'src'    => (string) $tags->get_attribute( 'src' ),
			'title'  => (string) $tags->get_attribute( 'title' ),
			'width'  => (int) $tags->get_attribute( 'width' ),
			'height' => (int) $tags->get_attribute( 'height' ),
		);
	}
	if ( 1 !== count( $frames ) ) {
		return null;
	}
	$frame  = $frames[0];
	$root   = blockyard_video_service_root();
	$prefix = $root . 'embed/' . $guid;
	if ( 0 !== strpos( $frame['src'], $prefix ) ) {
		return null;
	}
	$rest = (string) substr( $frame['src'], strlen( $prefix ) );
	if ( '' !== $rest && '?' !== $rest[0] ) {
		return null;
	}
	$scheme = wp_parse_url( $root, PHP_URL_SCHEME );
	$host   = (string) wp_parse_url( $root, PHP_URL_HOST );
	if ( 'https' !== $scheme && ! ( 'http' === $scheme && in_array( $host, array( '127.0.0.1', 'localhost', '[::1]' ), true ) ) ) {
		return null;
	}
	return $frame;
}

/**
 * The iframe of the player, built from its checked parts.
 *
 * @param array $frame What blockyard_video_player_frame() read.
 * @return string
 */
function blockyard_video_frame_html( $frame ) {
	$width  = $frame['width'] > 0 ? $frame['width'] : 640;
	$height = $frame['height'] > 0 ? $frame['height'] : (int) round( $width * 9 / 16 );
	return sprintf(
		'<iframe title="%1$s" src="%2$s" width="%3$d" height="%4$d" frameborder="0" allowfullscreen allow="autoplay; fullscreen; picture-in-picture" loading="lazy"></iframe>',
		esc_attr( '' !== $frame['title'] ? $frame['title'] : __( 'VideoPress video player', 'blockyard' ) ),
		esc_url( $frame['src'] ),
		$width,
		$height
	);
}

/**
 * Whether the render filter below is asking for a video's oEmbed now (set while it does).
 *
 * @param bool|null $rendering True or false to set it; null to read it.
 * @return bool
 */
function blockyard_video_rendering( $rendering = null ) {
	static $now = false;
	if ( null !== $rendering ) {
		$now = (bool) $rendering;
	}
	return $now;
}

/**
 * `pre_oembed_result`: WordPress's autoembed (on `the_content`, before the blocks render) would
 * make its own embed of the saved address, which the saved-output policy then takes apart; the
 * service's addresses are embedded only by the block's render filter, so autoembed leaves them
 * as text.
 *
 * @param null|string|false $result What to answer instead of asking the provider.
 * @param string            $url    The address.
 * @return null|string|false
 */
function blockyard_video_only_through_the_block( $result, $url ) {
	if ( null === $result && is_string( $url ) && ! blockyard_video_rendering() && 1 === preg_match( BLOCKYARD_VIDEO_ADDRESS, html_entity_decode( $url, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) ) {
		return false;
	}
	return $result;
}

/**
 * `render_block_blockyard/video`: the saved address becomes the service's player, with a
 * playback token for a signed-in visitor.
 *
 * @param string $block_content The block's rendered HTML.
 * @param array  $block         The parsed block.
 * @return string
 */
function blockyard_render_video_block( $block_content, $block ) {
	// The address as saved (autoembed leaves it as text: blockyard_video_only_through_the_block()).
	$saved = isset( $block['innerHTML'] ) && is_string( $block['innerHTML'] ) ? $block['innerHTML'] : '';
	if ( ! is_string( $block_content ) || 1 !== preg_match( '#<div class="wp-block-embed__wrapper">\s*([^<]*?)\s*</div>#', $saved, $match ) ) {
		return $block_content;
	}
	$address = html_entity_decode( $match[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	if ( 1 !== preg_match( BLOCKYARD_VIDEO_ADDRESS, $address, $parts ) ) {
		return $block_content;
	}
	$wrapper = '#(<div class="wp-block-embed__wrapper">)(.*?)(</div>)#s';
	if ( 1 !== preg_match( $wrapper, $block_content ) ) {
		return $block_content;
	}
	$guid  = $parts[1];
	$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
	$width = 0;
	if ( isset( $attrs['maxWidth'] ) && is_string( $attrs['maxWidth'] ) && 1 === preg_match( '/^(\d{2,4})px$/', $attrs['maxWidth'], $pixels ) ) {
		$width = (int) $pixels[1];
	}
	if ( $width <= 0 ) {
		$width = isset( $GLOBALS['content_width'] ) && (int) $GLOBALS['content_width'] > 0 ? (int) $GLOBALS['content_width'] : 640;
	}
	$frame = blockyard_video_player_frame( blockyard_video_oembed_html( $address, $width ), $guid );
	if ( null === $frame ) {
		// No player: the address as text, as saved, and nothing of an embed made of it elsewhere.
		$player = "\n" . esc_html( $address ) . "\n";
	} else {
		if ( is_user_logged_in() ) {
			$token = blockyard_video_playback_token( $guid );
			if ( '' !== $token ) {
				$frame['src'] = add_query_arg( 'metadata_token', rawurlencode( $token ), $frame['src'] );
			}
		}
		$player = blockyard_video_frame_html( $frame );
	}
	return (string) preg_replace_callback(
		$wrapper,
		function ( $found ) use ( $player ) {
			return $found[1] . $player . $found[3];
		},
		$block_content,
		1
	);
}

/**
 * The service's oEmbed HTML for a video's address at a width, kept a day (as WordPress keeps
 * an embed's) so a page of videos does not ask the service at each view. The cached HTML holds
 * no token: a signed-in visitor's is added to the player's address after it. A failed answer
 * is not kept, so the next view asks again.
 *
 * @param string $address The saved address, `https://videopress.com/v/{guid}?…`.
 * @param int    $width   The width to ask for, in pixels.
 * @return string The HTML, or '' when the service gave none.
 */
function blockyard_video_oembed_html( $address, $width ) {
	$key    = 'blockyard_video_oembed_' . md5( blockyard_video_service_root() . '|' . $address . '|' . $width );
	$cached = get_transient( $key );
	if ( is_string( $cached ) && '' !== $cached ) {
		return $cached;
	}
	blockyard_video_rendering( true );
	$html = wp_oembed_get( $address, array( 'width' => $width ) );
	blockyard_video_rendering( false );
	if ( ! is_string( $html ) || '' === $html ) {
		return '';
	}
	set_transient( $key, $html, (int) apply_filters( 'oembed_ttl', DAY_IN_SECONDS, $address, array( 'width' => $width ), 0 ) );
	return $html;
}

/**
 * `rest_post_dispatch`: an editor's embed preview of a video (`oembed/1.0/proxy`, which
 * WordPress caches without the user) gets the playback token in its player's address, after
 * the cache, so a private video plays in the editor too.
 *
 * @param WP_REST_Response|mixed $response The response.
 * @param WP_REST_Server         $server   The server.
 * @param WP_REST_Request        $request  The request.
 * @return WP_REST_Response|mixed
 */
function blockyard_video_preview_token( $response, $server, $request ) {
	if ( ! ( $response instanceof WP_REST_Response ) || ! ( $request instanceof WP_REST_Request ) || '/oembed/1.0/proxy' !== $request->get_route() ) {
		return $response;
	}
	$url  = $request->get_param( 'url' );
	$data = $response->get_data();
	if ( ! is_string( $url ) || 1 !== preg_match( BLOCKYARD_VIDEO_ADDRESS, $url, $parts ) || ! current_user_can( 'edit_posts' ) ) {
		return $response;
	}
	$is_object = is_object( $data );
	$html      = $is_object ? ( $data->html ?? null ) : ( is_array( $data ) ? ( $data['html'] ?? null ) : null );
	$frame     = blockyard_video_player_frame( is_string( $html ) ? $html : '', $parts[1] );
	$token     = null === $frame ? '' : blockyard_video_playback_token( $parts[1] );
	if ( '' === $token ) {
		return $response;
	}
	$frame['src'] = add_query_arg( 'metadata_token', rawurlencode( $token ), $frame['src'] );
	$data         = (array) $data;
	$data['html'] = blockyard_video_frame_html( $frame );
	$response->set_data( $data );
	return $response;
}
