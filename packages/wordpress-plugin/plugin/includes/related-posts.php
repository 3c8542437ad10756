<?php
/**
 * The Related Posts block (`blockyard/related-posts`) on the server: it saves only its
 * attributes (docs/decisions/0026-related-posts-on-the-server.md), so this renders
 * it for visitors from WordPress's own posts, and gives the editor the same list as the
 * `jetpack-related-posts` field of `wp/v2/posts/{id}` on sites where Jetpack does not.
 *
 * Similar means sharing words: each post's title and text, lower case, words of three
 * letters or more, common English words and bare numbers left out; the published posts
 * sharing the most distinct words come first, ties to the newer post, then the higher id.
 * The local provider ranks the same way (tools/local-provider/src/related/similar-posts.ts),
 * and the markup is the one packages/content/src/blocks/related-posts/related-posts-list.tsx
 * renders; change them together.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** The most posts the block shows. */
const BLOCKYARD_RELATED_POSTS_MAX = 6;

/** How many of the newest published posts are compared with the post. */
const BLOCKYARD_RELATED_POSTS_CANDIDATES = 500;

/** The block's class, the base of every element class it renders. */
const BLOCKYARD_RELATED_POSTS_CLASS = 'wp-block-blockyard-related-posts';

/**
 * Gives the block its render callback when it is registered from its block.json.
 *
 * @param array $settings The settings register_block_type() gets.
 * @param array $metadata The block.json's contents.
 * @return array
 */
function blockyard_related_posts_block_settings( $settings, $metadata ) {
	if ( isset( $metadata['name'] ) && 'blockyard/related-posts' === $metadata['name'] ) {
		$settings['render_callback'] = 'blockyard_render_related_posts';
	}
	return $settings;
}

/**
 * Common words, which say nothing about what a post is about.
 *
 * @return array<string, true>
 */
function blockyard_related_posts_stop_words() {
	static $words = null;
	if ( null === $words ) {
		$words = array_fill_keys(
			explode(
				' ',
				'about above after again against all also and any are because been before being below between both but ' .
				'can could did does doing down during each few for from further had has have having her here hers herself ' .
				'him himself his how into its itself just more most myself nor not now off once only other our ours ' .
				'ourselves out over own same she should some such than that the their theirs them themselves then there ' .
				'these they this those through too under until very was were what when where which while who whom why ' .
				'will with would you your yours yourself yourselves'
			),
			true
		);
	}
	return $words;
}

/**
 * The distinct words of a post's title and content that count for similarity.
 *
 * @param string $title   The post's title.
 * @param string $content The post's saved content.
 * @return array<string, true>
 */
function blockyard_related_posts_words( $title, $content ) {
	$text = preg_replace( '/<!--[\s\S]*?-->|<[^>]*>|&#?[a-z0-9]+;/i', ' ', $title . ' ' . $content );
	if ( class_exists( 'Normalizer' ) ) {
		$normalized = Normalizer::normalize( (string) $text, Normalizer::FORM_KC );
		$text       = false === $normalized ? $text : $normalized;
	}
	// Without mbstring, only ASCII letters fold: other words still match as written.
	$text  = function_exists( 'mb_strtolower' ) ? mb_strtolower( (string) $text, 'UTF-8' ) : strtolower( (string) $text );
	$stop  = blockyard_related_posts_stop_words();
	$words = array();
	if ( preg_match_all( '/[\p{L}\p{N}]+/u', $text, $matches ) ) {
		foreach ( $matches[0] as $word ) {
			if ( preg_match( '/^.{3,}$/u', $word ) && ! isset( $stop[ $word ] ) && ! preg_match( '/^\p{N}+$/u', $word ) ) {
				$words[ $word ] = true;
			}
		}
	}
	return $words;
}

/**
 * The published posts most similar to a post, at most BLOCKYARD_RELATED_POSTS_MAX.
 *
 * @param WP_Post $post The post.
 * @return WP_Post[]
 */
function blockyard_similar_posts( $post ) {
	$words = blockyard_related_posts_words( $post->post_title, $post->post_content );
	if ( ! $words ) {
		return array();
	}
	$candidates = get_posts(
		array(
			'post_type'        => 'post',
			'post_status'      => 'publish',
			'numberposts'      => BLOCKYARD_RELATED_POSTS_CANDIDATES,
			'orderby'          => 'date',
			'order'            => 'DESC',
			'exclude'          => array( $post->ID ),
			'has_password'     => false,
			'suppress_filters' => false,
		)
	);
	$ranked     = array();
	foreach ( $candidates as $candidate ) {
		$shared = count( array_intersect_key( $words, blockyard_related_posts_words( $candidate->post_title, $candidate->post_content ) ) );
		if ( $shared > 0 ) {
			$ranked[] = array( $shared, $candidate );
		}
	}
	usort(
		$ranked,
		function ( $a, $b ) {
			if ( $a[0] !== $b[0] ) {
				return $b[0] - $a[0];
			}
			$by_date = strcmp( $b[1]->post_date_gmt, $a[1]->post_date_gmt );
			return 0 !== $by_date ? $by_date : $b[1]->ID - $a[1]->ID;
		}
	);
	return array_map(
		function ( $entry ) {
			return $entry[1];
		},
		array_slice( $ranked, 0, BLOCKYARD_RELATED_POSTS_MAX )
	);
}

/**
 * A post's image for the thumbnail: its featured image, else the first image in its content.
 *
 * @param WP_Post $post The post.
 * @return string An http(s) address, or ''.
 */
function blockyard_related_post_image( $post ) {
	$src = get_the_post_thumbnail_url( $post, 'medium' );
	if ( ! $src && preg_match( '/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|\'([^\']*)\')/i', $post->post_content, $match ) ) {
		$src = html_entity_decode( '' !== $match[1] ? $match[1] : ( isset( $match[2] ) ? $match[2] : '' ), ENT_QUOTES );
	}
	return $src ? esc_url_raw( $src, array( 'http', 'https' ) ) : '';
}

/**
 * One related post as Jetpack's `jetpack-related-posts` field gives it (the fields the block reads).
 *
 * @param WP_Post $post The related post.
 * @return array
 */
function blockyard_related_post_data( $post ) {
	$categories = get_the_category( $post->ID );
	$category   = $categories ? $categories[0] : null;
	/* translators: %s: a category's name. */
	$context = $category ? sprintf( __( 'In "%s"', 'blockyard' ), $category->name ) : '';
	$image   = blockyard_related_post_image( $post );
	return array(
		'id'            => $post->ID,
		'url'           => get_permalink( $post ),
		'title'         => wp_strip_all_tags( html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ) ),
		// The site's local time as the REST API writes dates; the block formats it in the site's language.
		'date'          => get_post_time( 'Y-m-d\TH:i:s', false, $post ),
		'excerpt'       => wp_trim_words( wp_strip_all_tags( strip_shortcodes( $post->post_content ) ), 20 ),
		'author'        => get_the_author_meta( 'display_name', (int) $post->post_author ),
		'context'       => $context,
		'block_context' => array(
			'text' => $context,
			'link' => $category ? get_category_link( $category ) : '',
		),
		'img'           => array(
			'src'      => $image,
			'width'    => 350,
			'height'   => 200,
			'alt_text' => '',
		),
	);
}

/**
 * Adds the `jetpack-related-posts` field to `wp/v2/posts` for the editor's preview,
 * unless Jetpack (or anyone) has added it already.
 */
function blockyard_register_related_posts_field() {
	global $wp_rest_additional_fields;
	if ( isset( $wp_rest_additional_fields['post']['jetpack-related-posts'] ) ) {
		return;
	}
	register_rest_field(
		'post',
		'jetpack-related-posts',
		array(
			'get_callback' => function ( $data ) {
				$post = get_post( isset( $data['id'] ) ? (int) $data['id'] : 0 );
				if ( ! $post || ! current_user_can( 'read_post', $post->ID ) ) {
					return array();
				}
				return array_map( 'blockyard_related_post_data', blockyard_similar_posts( $post ) );
			},
			'schema'       => array(
				'description' => __( 'The published posts most similar to this one.', 'blockyard' ),
				'type'        => 'array',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
		)
	);
}

/**
 * How many posts the first row of the grid holds: two for 2, 4 or 5 posts, three otherwise.
 *
 * @param int $count How many posts are shown.
 * @return int
 */
function blockyard_related_posts_first_row( $count ) {
	return min( $count, in_array( $count, array( 2, 4, 5 ), true ) ? 2 : 3 );
}

/**
 * The block for visitors: the post's related posts as a list of linked headings, with the
 * metadata the block's settings turn on; nothing when there is no post or no similar one.
 *
 * @param array $attributes The block's attributes (block.json's defaults filled in).
 * @return string
 */
function blockyard_render_related_posts( $attributes ) {
	$post = get_post();
	if ( ! $post || 'post' !== $post->post_type ) {
		return '';
	}
	$related = blockyard_similar_posts( $post );
	$count   = isset( $attributes['postsToShow'] ) && is_numeric( $attributes['postsToShow'] ) ? (int) round( $attributes['postsToShow'] ) : 3;
	$related = array_slice( $related, 0, max( 1, min( BLOCKYARD_RELATED_POSTS_MAX, $count ) ) );
	if ( ! $related ) {
		return '';
	}
	$flag     = function ( $name, $fallback ) use ( $attributes ) {
		return isset( $attributes[ $name ] ) && is_bool( $attributes[ $name ] ) ? $attributes[ $name ] : $fallback;
	};
	$layout   = isset( $attributes['postLayout'] ) && 'list' === $attributes['postLayout'] ? 'list' : 'grid';
	$headline = $flag( 'displayHeadline', false ) && isset( $attributes['headline'] ) && is_string( $attributes['headline'] ) ? trim( $attributes['headline'] ) : '';
	$first    = blockyard_related_posts_first_row( count( $related ) );
	$class    = BLOCKYARD_RELATED_POSTS_CLASS;

	$html = '<div ' . get_block_wrapper_attributes( array( 'class' => 'is-' . $layout ) ) . '>';
	if ( '' !== $headline ) {
		$html .= '<h2 class="' . $class . '__headline">' . esc_html( $headline ) . '</h2>';
	}
	$html .= '<ul class="' . $class . '__posts">';
	foreach ( $related as $index => $item ) {
		$row    = $index < $first ? $first : count( $related ) - $first;
		$html  .= '<li class="' . $class . '__post' . ( 'grid' === $layout ? ' is-in-row-of-' . $row : '' ) . '">';
		$image  = $flag( 'displayThumbnails', false ) ? blockyard_related_post_image( $item ) : '';
		$title  = wp_strip_all_tags( html_entity_decode( get_the_title( $item ), ENT_QUOTES, 'UTF-8' ) );
		$title  = '' !== trim( $title ) ? $title : __( '(no title)', 'blockyard' );
		if ( '' !== $image ) {
			$html .= '<img class="' . $class . '__thumbnail" src="' . esc_url( $image ) . '" alt="" loading="lazy" decoding="async"/>';
		}
		$html .= '<h3 class="' . $class . '__title"><a href="' . esc_url( get_permalink( $item ) ) . '">' . esc_html( $title ) . '</a></h3>';

		$meta = '';
		if ( $flag( 'displayDate', true ) ) {
			$meta .= '<time class="' . $class . '__date" datetime="' . esc_attr( get_the_date( 'Y-m-d', $item ) ) . '">' . esc_html( get_the_date( '', $item ) ) . '</time>';
		}
		if ( $flag( 'displayAuthor', false ) ) {
			$author = get_the_author_meta( 'display_name', (int) $item->post_author );
			if ( '' !== $author ) {
				/* translators: %s: the name of a post's author. */
				$meta .= '<span class="' . $class . '__author">' . esc_html( sprintf( __( 'By %s', 'blockyard' ), $author ) ) . '</span>';
			}
		}
		if ( $flag( 'displayContext', false ) ) {
			$categories = get_the_category( $item->ID );
			if ( $categories ) {
				/* translators: %s: a category's name. */
				$text  = sprintf( __( 'In "%s"', 'blockyard' ), $categories[0]->name );
				$meta .= '<span class="' . $class . '__context"><a href="' . esc_url( get_category_link( $categories[0] ) ) . '">' . esc_html( $text ) . '</a></span>';
			}
		}
		if ( '' !== $meta ) {
			$html .= '<p class="' . $class . '__meta">' . $meta . '</p>';
		}
		$html .= '</li>';
	}
	return $html . '</ul></div>';
}
