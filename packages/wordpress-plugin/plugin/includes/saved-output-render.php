<?php
/**
 * The saved-output policy when a post renders. Post content can be written without the
 * editor (REST, imports, other plugins, an administrator's raw HTML, which kses does not
 * filter), so every Blockyard block's rendered HTML is held to the rules its `save` keeps
 * (includes/saved-output-policy.php): no event handler or `srcdoc`; links and form actions
 * through the link rule; media only from the site, its image CDN, the hosted video hosts,
 * the hosts the packages' blocks load media from (build/media-hosts.json) or a loopback host;
 * frames and scripts only from the embed blocks' hosts (build/frame-hosts.json); inline
 * styles only of colours, gradients, lengths and keywords. What keeps to the rules comes out
 * byte for byte as it went in; only what breaks them is removed.
 *
 * The markup of the blocks inside a Blockyard block is left to their own filters: a core
 * block inside the repeat-visitor block keeps what core lets it keep. The filter runs at
 * priority 9, before WordPress's block supports add to the markup they own (fluid type
 * writes a `clamp()` font size, which is theirs, not the saved post's).
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/saved-output-policy.php';

/** The platform's hosts a block's media may come from: the image CDN and the hosted video hosts. */
const BLOCKYARD_PLATFORM_MEDIA_HOSTS = array(
	'i0.wp.com',
	'i1.wp.com',
	'i2.wp.com',
	'i3.wp.com',
	'videos.files.wordpress.com',
	'videopress.com',
);

/** Elements whose `src`, `poster` and `srcset` load media. */
const BLOCKYARD_MEDIA_ELEMENTS = array( 'IMG', 'VIDEO', 'AUDIO', 'SOURCE', 'TRACK', 'INPUT' );

/** Elements whose `src` (or `data`) loads a document or a script. */
const BLOCKYARD_FRAME_ELEMENTS = array( 'IFRAME', 'SCRIPT', 'EMBED', 'FRAME', 'OBJECT' );

/**
 * Holds a Blockyard block's rendered HTML to the saved-output policy (the `render_block`
 * filter). A block with inner blocks has only its own markup walked, when its rendered HTML
 * is its own markup with its inner blocks' output in between; otherwise all of it.
 *
 * @param string        $block_content The block's rendered HTML.
 * @param array         $block         The parsed block.
 * @param WP_Block|null $instance      The block being rendered.
 * @return string
 */
function blockyard_police_saved_output( $block_content, $block, $instance = null ) {
	if ( ! is_string( $block_content ) || ! isset( $block['blockName'] ) || 0 !== strpos( (string) $block['blockName'], 'blockyard/' ) ) {
		return $block_content;
	}
	$inner = blockyard_rendered_inner_blocks( $block_content, $block, $instance );
	if ( null !== $inner ) {
		$marker = 'blockyard-inner-block-' . bin2hex( random_bytes( 8 ) );
		$own    = '';
		foreach ( $block['innerContent'] as $chunk ) {
			$own .= is_string( $chunk ) ? $chunk : '<!--' . $marker . '-->';
		}
		$markers = 0;
		$policed = blockyard_police_markup( $own, $marker, $markers );
		$parts   = explode( '<!--' . $marker . '-->', $policed );
		// Every marker read as a comment of its own: no inner block sits inside a tag.
		if ( count( $inner ) === $markers && count( $inner ) + 1 === count( $parts ) ) {
			$html = array_shift( $parts );
			foreach ( $inner as $index => $inner_html ) {
				$html .= $inner_html . $parts[ $index ];
			}
			return $html;
		}
	}
	return blockyard_police_markup( $block_content );
}

/**
 * Marks a block inside a Blockyard block (the `render_block_data` filter), so that its
 * rendered HTML is remembered for the block around it.
 *
 * @param array         $parsed_block The block about to render.
 * @param array         $source_block The block as parsed.
 * @param WP_Block|null $parent_block The block it is inside, if any.
 * @return array
 */
function blockyard_mark_inner_block( $parsed_block, $source_block = null, $parent_block = null ) {
	if ( is_array( $parsed_block ) && $parent_block instanceof WP_Block && 0 === strpos( (string) $parent_block->name, 'blockyard/' ) ) {
		$parsed_block['blockyardInnerBlock'] = true;
	}
	return $parsed_block;
}

/**
 * Remembers the final rendered HTML (the last `render_block` filter) of a block inside a
 * Blockyard block, so that the block around it can tell its own markup from its inner blocks'.
 *
 * @param string        $block_content The block's rendered HTML.
 * @param array         $block         The parsed block.
 * @param WP_Block|null $instance      The block being rendered.
 * @return string
 */
function blockyard_remember_rendered_block( $block_content, $block, $instance = null ) {
	if ( ! empty( $block['blockyardInnerBlock'] ) && $instance instanceof WP_Block && is_string( $block_content ) ) {
		blockyard_rendered_blocks( spl_object_id( $instance ), $block_content );
	}
	return $block_content;
}

/**
 * The rendered HTML remembered for a block, or sets it.
 *
 * @param int         $id   The block instance's object id.
 * @param string|null $html The HTML to remember; null to read (and forget) it.
 * @return string|null
 */
function blockyard_rendered_blocks( $id, $html = null ) {
	static $rendered = array();
	if ( null !== $html ) {
		$rendered[ $id ] = $html;
		return $html;
	}
	$found = isset( $rendered[ $id ] ) ? $rendered[ $id ] : null;
	unset( $rendered[ $id ] );
	return $found;
}

/**
 * The inner blocks' rendered HTML, in order, when the block's rendered HTML is exactly its
 * own markup (its `innerContent`) with them in between; null otherwise (no inner blocks, a
 * dynamic block, or a filter changed it).
 *
 * @param string        $block_content The block's rendered HTML.
 * @param array         $block         The parsed block.
 * @param WP_Block|null $instance      The block being rendered.
 * @return string[]|null
 */
function blockyard_rendered_inner_blocks( $block_content, $block, $instance ) {
	if ( ! $instance instanceof WP_Block || empty( $block['innerBlocks'] ) || ! isset( $block['innerContent'] ) || ! is_array( $block['innerContent'] ) ) {
		return null;
	}
	$inner    = array();
	$expected = '';
	$index    = 0;
	foreach ( $block['innerContent'] as $chunk ) {
		if ( is_string( $chunk ) ) {
			$expected .= $chunk;
			continue;
		}
		$child = isset( $instance->inner_blocks[ $index ] ) ? $instance->inner_blocks[ $index ] : null;
		$html  = $child instanceof WP_Block ? blockyard_rendered_blocks( spl_object_id( $child ) ) : null;
		if ( null === $html ) {
			return null;
		}
		$inner[]   = $html;
		$expected .= $html;
		++$index;
	}
	return $expected === $block_content ? $inner : null;
}

/**
 * `$html` with every tag held to the saved-output policy. Markup that ends inside a tag, a
 * comment or a script (which no block saves, and which would swallow what follows it on the
 * page) gives nothing.
 *
 * @param string      $html    A block's markup.
 * @param string|null $marker  A comment's text to count (the inner blocks' places).
 * @param int         $markers How many of those comments were read.
 * @return string
 */
function blockyard_police_markup( $html, $marker = null, &$markers = 0 ) {
	if ( false === strpos( $html, '<' ) ) {
		return $html;
	}
	$tags = new WP_HTML_Tag_Processor( $html );
	while ( $tags->next_token() ) {
		$type = $tags->get_token_type();
		if ( '#comment' === $type && null !== $marker && $tags->get_modifiable_text() === $marker ) {
			++$markers;
		} elseif ( '#tag' === $type && ! $tags->is_tag_closer() ) {
			blockyard_police_tag( $tags );
		}
	}
	return $tags->paused_at_incomplete_token() ? '' : $tags->get_updated_html();
}

/**
 * Removes what breaks the policy from the tag the processor is on.
 *
 * @param WP_HTML_Tag_Processor $tags The processor, on an opening tag.
 */
function blockyard_police_tag( $tags ) {
	$tag = $tags->get_tag();
	foreach ( (array) $tags->get_attribute_names_with_prefix( '' ) as $name ) {
		$value = $tags->get_attribute( $name );
		$value = is_string( $value ) ? $value : '';
		if ( 0 === strpos( $name, 'on' ) || 'srcdoc' === $name ) {
			$tags->remove_attribute( $name );
		} elseif ( 'style' === $name ) {
			blockyard_police_style( $tags, $value );
		} elseif ( ! blockyard_is_allowed_attribute( $tag, $name, $value ) ) {
			$tags->remove_attribute( $name );
		}
	}
}

/**
 * Whether an attribute that may hold an address keeps to the policy; any other attribute is kept.
 *
 * @param string $tag   The tag's name, upper case.
 * @param string $name  The attribute's name, lower case.
 * @param string $value The attribute's value, its character references decoded.
 * @return bool
 */
function blockyard_is_allowed_attribute( $tag, $name, $value ) {
	if ( 'href' === $name || 'xlink:href' === $name ) {
		// Some blocks offer mailto and tel links (contact info); neither runs anything.
		return null !== blockyard_safe_link_url( $value, array( 'mailto', 'tel' ) );
	}
	if ( 'formaction' === $name || ( 'action' === $name && 'FORM' === $tag ) ) {
		return null !== blockyard_safe_link_url( $value );
	}
	if ( in_array( $tag, BLOCKYARD_FRAME_ELEMENTS, true ) && ( 'src' === $name || ( 'data' === $name && 'OBJECT' === $tag ) ) ) {
		return blockyard_is_provider_source( $value, blockyard_embed_frame_hosts() );
	}
	if ( in_array( $tag, BLOCKYARD_MEDIA_ELEMENTS, true ) && ( 'src' === $name || 'poster' === $name ) ) {
		return blockyard_is_site_media_url( $value );
	}
	if ( in_array( $tag, BLOCKYARD_MEDIA_ELEMENTS, true ) && 'srcset' === $name ) {
		$urls = blockyard_srcset_urls( $value );
		return array() !== $urls && count( $urls ) === count( array_filter( $urls, 'blockyard_is_site_media_url' ) );
	}
	return true;
}

/**
 * Keeps a `style` attribute's declarations that keep to the policy: unchanged when all do,
 * rewritten with only those when some do not, removed when none do.
 *
 * @param WP_HTML_Tag_Processor $tags  The processor, on an opening tag.
 * @param string                $style The attribute's value, its character references decoded.
 */
function blockyard_police_style( $tags, $style ) {
	$declarations = blockyard_safe_css_declarations( $style );
	if ( 0 === $declarations['dropped'] ) {
		return;
	}
	if ( array() === $declarations['kept'] ) {
		$tags->remove_attribute( 'style' );
	} else {
		$tags->set_attribute( 'style', implode( ';', $declarations['kept'] ) );
	}
}

/**
 * The addresses of a `srcset`, read as the browser splits its candidates.
 *
 * @param string $srcset The attribute's value.
 * @return string[]
 */
function blockyard_srcset_urls( $srcset ) {
	$urls   = array();
	$at     = 0;
	$length = strlen( $srcset );
	while ( true ) {
		$at += strspn( $srcset, " \t\n\r\f,", $at );
		if ( $at >= $length ) {
			return $urls;
		}
		$url_length = strcspn( $srcset, " \t\n\r\f", $at );
		$url        = substr( $srcset, $at, $url_length );
		$at        += $url_length;
		if ( ',' === substr( $url, -1 ) ) {
			$url = rtrim( $url, ',' );
		} else {
			// The descriptors, up to a comma outside parentheses.
			$depth = 0;
			while ( $at < $length && ( ',' !== $srcset[ $at ] || $depth > 0 ) ) {
				$depth += '(' === $srcset[ $at ] ? 1 : ( ')' === $srcset[ $at ] && $depth > 0 ? -1 : 0 );
				++$at;
			}
		}
		$urls[] = $url;
	}
}

/**
 * Whether a media address keeps to the policy and, when absolute, is on the site, the
 * platform's media hosts, the packages' media hosts or a loopback host, as written and as read.
 *
 * @param string $value The attribute's value.
 * @return bool
 */
function blockyard_is_site_media_url( $value ) {
	$address = blockyard_safe_media_url( $value );
	if ( null === $address ) {
		return false;
	}
	foreach ( array( $address, (string) blockyard_decode_references( $address ) ) as $spelling ) {
		if ( 1 !== preg_match( '/^[a-z][a-z0-9+.-]*:/i', $spelling ) ) {
			continue;
		}
		$parts = blockyard_address_parts( $spelling );
		if ( null === $parts || ! isset( $parts['host'] ) ) {
			return false;
		}
		$on_site    = in_array( $parts['host'], blockyard_site_hosts(), true ) || blockyard_is_loopback_host( $parts['host'] );
		$from_media = 'https' === $parts['scheme'] && '' === $parts['port'] && blockyard_is_media_host( $parts['host'] );
		if ( ! $on_site && ! $from_media ) {
			return false;
		}
	}
	return true;
}

/**
 * The site's own hosts: where its pages and its uploads are.
 *
 * @return string[]
 */
function blockyard_site_hosts() {
	$hosts = array();
	foreach ( array( home_url(), site_url() ) as $url ) {
		$host = wp_parse_url( $url, PHP_URL_HOST );
		if ( is_string( $host ) ) {
			$hosts[] = strtolower( $host );
		}
	}
	return $hosts;
}

/**
 * Whether a host is one a block's media may come from besides the site: the platform's, or
 * one the packages' blocks name (build/media-hosts.json, where `*.example.com` stands for
 * any host under example.com). Filtered by `blockyard_media_hosts`, for a site whose
 * uploads are served from a host of its own.
 *
 * @param string $host A host, lower case.
 * @return bool
 */
function blockyard_is_media_host( $host ) {
	static $hosts = null;
	if ( null === $hosts ) {
		$listed = wp_json_file_decode( BLOCKYARD_PLUGIN_DIR . '/build/media-hosts.json', array( 'associative' => true ) );
		$listed = is_array( $listed ) ? array_values( array_filter( $listed, 'is_string' ) ) : array();
		/**
		 * Filters the hosts, besides the site's own, that Blockyard blocks may load media from.
		 *
		 * @param string[] $hosts Host names; `*.example.com` stands for any host under example.com.
		 */
		$hosts = (array) apply_filters( 'blockyard_media_hosts', array_merge( BLOCKYARD_PLATFORM_MEDIA_HOSTS, $listed ) );
	}
	foreach ( $hosts as $allowed ) {
		if ( ! is_string( $allowed ) ) {
			continue;
		}
		if ( $allowed === $host ) {
			return true;
		}
		if ( 0 === strpos( $allowed, '*.' ) && strlen( $host ) > strlen( $allowed ) - 1 && substr( $host, 1 - strlen( $allowed ) ) === substr( $allowed, 1 ) ) {
			return true;
		}
	}
	return false;
}
