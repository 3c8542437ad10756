<?php
/**
 * The AI prompt library (docs/decisions/0086-ai-prompt-library-and-users-of-the-local-provider.md):
 * `blockyard/v1/ai-prompts`, the site's saved AI prompts, kept as posts of the private
 * `blockyard_ai_prompt` type. A prompt's author is the post's author; its name, text, kinds of
 * block and visibility are post meta, kept exactly as written (no content filters run on them).
 *
 * Every request is a signed-in user's with the capability to edit posts. The list holds the
 * site's shared prompts and the user's own private ones, each with `can_edit`: a private
 * prompt's author alone, a shared one's author or a user who may edit others' posts; and
 * only the author may change a prompt's visibility. Names are unique, trimmed and ignoring
 * case, among the prompts the author sees.
 *
 * The limits, kinds, messages and codes come from includes/ai-prompts-contract.php, which the
 * plugin build writes from packages/api-client/src/prompts-contract/contract.json. The rules are
 * the local provider's (tools/local-provider/src/routes/blockyard-v1/ai-prompts.ts and
 * src/prompts/read-prompt.ts) written again in PHP; both are held to the same cases
 * (tools/api-contract/src/prompts/prompt-cases.ts, run here by
 * e2e/wordpress/tests/ai-prompts.spec.ts). Change both together.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/ai-prompts-contract.php';

/** The post type prompts are kept as. */
const BLOCKYARD_AI_PROMPT_POST_TYPE = 'blockyard_ai_prompt';

/** The post meta of a prompt's properties. */
const BLOCKYARD_AI_PROMPT_META = array(
	'name'       => '_blockyard_prompt_name',
	'text'       => '_blockyard_prompt_text',
	'scopes'     => '_blockyard_prompt_scopes',
	'visibility' => '_blockyard_prompt_visibility',
);

/**
 * Registers the post type prompts are kept as: no public pages, no screens, not in the
 * REST API's posts (only through `blockyard/v1/ai-prompts`).
 */
function blockyard_register_ai_prompt_post_type() {
	register_post_type(
		BLOCKYARD_AI_PROMPT_POST_TYPE,
		array(
			'labels'              => array(
				'name'          => __( 'AI prompts', 'blockyard' ),
				'singular_name' => __( 'AI prompt', 'blockyard' ),
			),
			'public'              => false,
			'publicly_queryable'  => false,
			'exclude_from_search' => true,
			'show_ui'             => false,
			'show_in_rest'        => false,
			'rewrite'             => false,
			'query_var'           => false,
			'supports'            => array( 'author' ),
		)
	);
}

/**
 * Registers the routes of `blockyard/v1/ai-prompts`.
 */
function blockyard_register_ai_prompt_routes() {
	$id = '/(?P<id>\d+)';
	register_rest_route(
		BLOCKYARD_PROMPT_NAMESPACE,
		BLOCKYARD_PROMPT_ROUTE,
		array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => 'blockyard_list_ai_prompts',
				'permission_callback' => 'blockyard_can_use_ai_prompts',
			),
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => 'blockyard_create_ai_prompt',
				'permission_callback' => 'blockyard_can_use_ai_prompts',
			),
		)
	);
	register_rest_route(
		BLOCKYARD_PROMPT_NAMESPACE,
		BLOCKYARD_PROMPT_ROUTE . $id,
		array(
			array(
				'methods'             => WP_REST_Server::EDITABLE,
				'callback'            => 'blockyard_update_ai_prompt',
				'permission_callback' => 'blockyard_can_use_ai_prompts',
			),
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => 'blockyard_delete_ai_prompt',
				'permission_callback' => 'blockyard_can_use_ai_prompts',
			),
		)
	);
}

/**
 * Reading and saving prompts take the capability to edit posts.
 *
 * @return bool
 */
function blockyard_can_use_ai_prompts() {
	return current_user_can( 'edit_posts' );
}

/**
 * A prompt as the route answers it, for the current user.
 *
 * @param array $prompt A prompt of blockyard_read_ai_prompt_post().
 * @return array
 */
function blockyard_ai_prompt_json( $prompt ) {
	$author = get_userdata( $prompt['author_id'] );
	return array(
		'id'         => $prompt['id'],
		'name'       => $prompt['name'],
		'text'       => $prompt['text'],
		'scopes'     => $prompt['scopes'],
		'visibility' => $prompt['visibility'],
		'author'     => array(
			'id'   => $prompt['author_id'],
			'name' => $author ? $author->display_name : '',
		),
		'can_edit'   => blockyard_may_edit_ai_prompt( $prompt ),
		'modified'   => mysql_to_rfc3339( $prompt['modified'] ),
	);
}

/**
 * A prompt post's properties, or null for a post that is not a whole prompt.
 *
 * @param WP_Post $post A post of the prompts' type.
 * @return array|null { id, author_id, name, text, scopes, visibility, modified }
 */
function blockyard_read_ai_prompt_post( $post ) {
	$meta   = array_map(
		function ( $key ) use ( $post ) {
			return get_post_meta( $post->ID, $key, true );
		},
		BLOCKYARD_AI_PROMPT_META
	);
	$scopes = is_string( $meta['scopes'] ) ? json_decode( $meta['scopes'], true ) : null;
	if ( ! is_string( $meta['name'] ) || ! is_string( $meta['text'] ) || ! is_array( $scopes ) || ! in_array( $meta['visibility'], BLOCKYARD_PROMPT_VISIBILITIES, true ) ) {
		return null;
	}
	return array(
		'id'         => $post->ID,
		'author_id'  => (int) $post->post_author,
		'name'       => $meta['name'],
		'text'       => $meta['text'],
		'scopes'     => array_values( array_intersect( $scopes, BLOCKYARD_PROMPT_SCOPES ) ),
		'visibility' => $meta['visibility'],
		'modified'   => $post->post_modified,
	);
}

/**
 * The prompts the user sees: the site's shared ones and their own private ones, by name
 * (trimmed, ignoring case), then by id.
 *
 * @param int $user_id The user.
 * @return array[] Prompts of blockyard_read_ai_prompt_post().
 */
function blockyard_visible_ai_prompts( $user_id ) {
	$posts   = get_posts(
		array(
			'post_type'      => BLOCKYARD_AI_PROMPT_POST_TYPE,
			'post_status'    => 'private',
			'posts_per_page' => -1,
			'orderby'        => 'ID',
			'order'          => 'ASC',
			'no_found_rows'  => true,
		)
	);
	$prompts = array();
	foreach ( $posts as $post ) {
		$prompt = blockyard_read_ai_prompt_post( $post );
		if ( null !== $prompt && ( 'site' === $prompt['visibility'] || $prompt['author_id'] === $user_id ) ) {
			$prompts[] = $prompt;
		}
	}
	usort(
		$prompts,
		function ( $a, $b ) {
			$by_name = strcmp( blockyard_ai_prompt_name_key( $a['name'] ), blockyard_ai_prompt_name_key( $b['name'] ) );
			return 0 !== $by_name ? $by_name : $a['id'] - $b['id'];
		}
	);
	return $prompts;
}

/**
 * The name as uniqueness compares it: trimmed, in lower case.
 *
 * @param string $name A prompt's name.
 * @return string
 */
function blockyard_ai_prompt_name_key( $name ) {
	return mb_strtolower( blockyard_form_trim( $name ), 'UTF-8' );
}

/**
 * Whether the current user may change and delete the prompt: a private one's author alone, a
 * shared one's author or a user who may edit others' posts.
 *
 * @param array $prompt A prompt of blockyard_read_ai_prompt_post().
 * @return bool
 */
function blockyard_may_edit_ai_prompt( $prompt ) {
	return get_current_user_id() === $prompt['author_id']
		|| ( 'site' === $prompt['visibility'] && current_user_can( 'edit_others_posts' ) );
}

/**
 * The prompt of a request's JSON body, checked: name and text trimmed (the same spaces as
 * JavaScript's trim()), lengths in characters, scopes without repeats.
 *
 * @param WP_REST_Request $request The request.
 * @return array|WP_Error { name, text, scopes, visibility }, or 400 `badBody` or `invalid`.
 */
function blockyard_read_ai_prompt_body( $request ) {
	$body = $request->get_json_params();
	if ( ! is_array( $body ) ) {
		return new WP_Error( BLOCKYARD_PROMPT_BAD_BODY_CODE, blockyard_prompt_message( 'badBody' ), array( 'status' => 400 ) );
	}
	$name       = isset( $body['name'] ) ? $body['name'] : null;
	$text       = isset( $body['text'] ) ? $body['text'] : null;
	$scopes     = isset( $body['scopes'] ) ? $body['scopes'] : null;
	$visibility = isset( $body['visibility'] ) ? $body['visibility'] : null;
	if ( ! is_string( $name ) || ! is_string( $text ) || ! is_string( $visibility ) || ! is_array( $scopes )
		|| array_values( $scopes ) !== $scopes || count( array_filter( $scopes, 'is_string' ) ) !== count( $scopes ) ) {
		return new WP_Error( BLOCKYARD_PROMPT_BAD_BODY_CODE, blockyard_prompt_message( 'badBody' ), array( 'status' => 400 ) );
	}
	$name   = blockyard_form_trim( $name );
	$text   = blockyard_form_trim( $text );
	$errors = array();
	if ( '' === $name ) {
		$errors['name'] = blockyard_prompt_message( 'nameRequired' );
	} elseif ( mb_strlen( $name, 'UTF-8' ) > BLOCKYARD_PROMPT_NAME_MAX_LENGTH ) {
		$errors['name'] = blockyard_prompt_message( 'nameTooLong', BLOCKYARD_PROMPT_NAME_MAX_LENGTH );
	}
	if ( '' === $text ) {
		$errors['text'] = blockyard_prompt_message( 'textRequired' );
	} elseif ( mb_strlen( $text, 'UTF-8' ) > BLOCKYARD_PROMPT_TEXT_MAX_LENGTH ) {
		$errors['text'] = blockyard_prompt_message( 'textTooLong', BLOCKYARD_PROMPT_TEXT_MAX_LENGTH );
	}
	if ( array() === $scopes ) {
		$errors['scopes'] = blockyard_prompt_message( 'scopesRequired' );
	} elseif ( array_diff( $scopes, BLOCKYARD_PROMPT_SCOPES ) !== array() ) {
		$errors['scopes'] = blockyard_prompt_message( 'scopeUnknown' );
	}
	if ( ! in_array( $visibility, BLOCKYARD_PROMPT_VISIBILITIES, true ) ) {
		$errors['visibility'] = blockyard_prompt_message( 'visibilityUnknown' );
	}
	if ( array() !== $errors ) {
		// The answer's message is the first invalid property's; `data.errors` holds them all.
		return new WP_Error(
			BLOCKYARD_PROMPT_INVALID_CODE,
			reset( $errors ),
			array(
				'status' => 400,
				'errors' => (object) $errors,
			)
		);
	}
	return array(
		'name'       => $name,
		'text'       => $text,
		'scopes'     => array_values( array_unique( $scopes ) ),
		'visibility' => $visibility,
	);
}

/**
 * 409 `nameTaken` when another prompt the author sees has the name.
 *
 * @param int    $author_id The prompt's author.
 * @param string $name      The name, trimmed.
 * @param int    $except_id The prompt being changed, or 0.
 * @return WP_Error|null
 */
function blockyard_ai_prompt_name_clash( $author_id, $name, $except_id = 0 ) {
	$key = blockyard_ai_prompt_name_key( $name );
	foreach ( blockyard_visible_ai_prompts( $author_id ) as $prompt ) {
		if ( $prompt['id'] !== $except_id && blockyard_ai_prompt_name_key( $prompt['name'] ) === $key ) {
			$message = blockyard_prompt_message( 'nameTaken', 0, $name );
			return new WP_Error(
				BLOCKYARD_PROMPT_NAME_TAKEN_CODE,
				$message,
				array(
					'status' => 409,
					'errors' => (object) array( 'name' => $message ),
				)
			);
		}
	}
	return null;
}

/**
 * Writes a prompt's properties as its post's meta, slashed as the meta functions unslash.
 *
 * @param int   $post_id The prompt's post.
 * @param array $input   The checked prompt.
 */
function blockyard_write_ai_prompt_meta( $post_id, $input ) {
	$values = array(
		'name'       => $input['name'],
		'text'       => $input['text'],
		'scopes'     => wp_json_encode( $input['scopes'] ),
		'visibility' => $input['visibility'],
	);
	foreach ( BLOCKYARD_AI_PROMPT_META as $property => $key ) {
		update_post_meta( $post_id, $key, wp_slash( $values[ $property ] ) );
	}
}

/**
 * The prompt of the route's id that the current user sees: 404 `notFound` for one that is not
 * there or is another's private prompt.
 *
 * @param WP_REST_Request $request The request.
 * @return array|WP_Error
 */
function blockyard_visible_ai_prompt( $request ) {
	$post   = get_post( (int) $request['id'] );
	$prompt = $post && BLOCKYARD_AI_PROMPT_POST_TYPE === $post->post_type ? blockyard_read_ai_prompt_post( $post ) : null;
	if ( null === $prompt || ( 'site' !== $prompt['visibility'] && get_current_user_id() !== $prompt['author_id'] ) ) {
		return new WP_Error( BLOCKYARD_PROMPT_NOT_FOUND_CODE, blockyard_prompt_message( 'notFound' ), array( 'status' => 404 ) );
	}
	return $prompt;
}

/**
 * The 403 `forbidden` answer.
 *
 * @return WP_Error
 */
function blockyard_ai_prompt_forbidden() {
	return new WP_Error( BLOCKYARD_PROMPT_FORBIDDEN_CODE, blockyard_prompt_message( 'forbidden' ), array( 'status' => 403 ) );
}

/**
 * `GET blockyard/v1/ai-prompts`: the prompts the user sees.
 *
 * @return WP_REST_Response
 */
function blockyard_list_ai_prompts() {
	return new WP_REST_Response( array_map( 'blockyard_ai_prompt_json', blockyard_visible_ai_prompts( get_current_user_id() ) ), 200 );
}

/**
 * `POST blockyard/v1/ai-prompts`: saves a prompt of the current user.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error 201 with the prompt, 400 or 409.
 */
function blockyard_create_ai_prompt( $request ) {
	$input = blockyard_read_ai_prompt_body( $request );
	if ( is_wp_error( $input ) ) {
		return $input;
	}
	$user_id = get_current_user_id();
	$count   = count(
		get_posts(
			array(
				'post_type'      => BLOCKYARD_AI_PROMPT_POST_TYPE,
				'post_status'    => 'private',
				'author'         => $user_id,
				'posts_per_page' => -1,
				'fields'         => 'ids',
				'no_found_rows'  => true,
			)
		)
	);
	if ( $count >= BLOCKYARD_PROMPT_PER_USER ) {
		return new WP_Error( BLOCKYARD_PROMPT_TOO_MANY_CODE, blockyard_prompt_message( 'tooMany', 0, '', $count ), array( 'status' => 400 ) );
	}
	$clash = blockyard_ai_prompt_name_clash( $user_id, $input['name'] );
	if ( null !== $clash ) {
		return $clash;
	}
	$post_id = wp_insert_post(
		array(
			'post_type'   => BLOCKYARD_AI_PROMPT_POST_TYPE,
			'post_status' => 'private',
			'post_author' => $user_id,
		),
		true
	);
	if ( is_wp_error( $post_id ) ) {
		return $post_id;
	}
	blockyard_write_ai_prompt_meta( $post_id, $input );
	return new WP_REST_Response( blockyard_ai_prompt_json( blockyard_read_ai_prompt_post( get_post( $post_id ) ) ), 201 );
}

/**
 * `POST|PUT blockyard/v1/ai-prompts/<id>`: writes every property of the prompt again; its author
 * stays. An editor may change another's shared prompt, not take it from the site's authors.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error 200 with the prompt, 400, 403, 404 or 409.
 */
function blockyard_update_ai_prompt( $request ) {
	$prompt = blockyard_visible_ai_prompt( $request );
	if ( is_wp_error( $prompt ) ) {
		return $prompt;
	}
	if ( ! blockyard_may_edit_ai_prompt( $prompt ) ) {
		return blockyard_ai_prompt_forbidden();
	}
	$input = blockyard_read_ai_prompt_body( $request );
	if ( is_wp_error( $input ) ) {
		return $input;
	}
	if ( $input['visibility'] !== $prompt['visibility'] && get_current_user_id() !== $prompt['author_id'] ) {
		return blockyard_ai_prompt_forbidden();
	}
	$clash = blockyard_ai_prompt_name_clash( $prompt['author_id'], $input['name'], $prompt['id'] );
	if ( null !== $clash ) {
		return $clash;
	}
	blockyard_write_ai_prompt_meta( $prompt['id'], $input );
	// Touches the post, for its modified date.
	wp_update_post( array( 'ID' => $prompt['id'] ) );
	return new WP_REST_Response( blockyard_ai_prompt_json( blockyard_read_ai_prompt_post( get_post( $prompt['id'] ) ) ), 200 );
}

/**
 * `DELETE blockyard/v1/ai-prompts/<id>`.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error 200 { deleted, id }, 403 or 404.
 */
function blockyard_delete_ai_prompt( $request ) {
	$prompt = blockyard_visible_ai_prompt( $request );
	if ( is_wp_error( $prompt ) ) {
		return $prompt;
	}
	if ( ! blockyard_may_edit_ai_prompt( $prompt ) ) {
		return blockyard_ai_prompt_forbidden();
	}
	wp_delete_post( $prompt['id'], true );
	return new WP_REST_Response(
		array(
			'deleted' => true,
			'id'      => $prompt['id'],
		),
		200
	);
}
