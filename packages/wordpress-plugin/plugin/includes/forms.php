<?php
/**
 * Contact forms on the front end (docs/decisions/0009-contact-forms.md): the submission
 * route `POST blockyard/v1/forms/<form_id>/responses` that
 * validates against the saved form, the private `blockyard_response` post type the
 * responses are kept in, and an admin-only list of them. The visitor's script is printed by
 * includes/views.php.
 *
 * The kinds, limits, patterns, messages and codes come from the forms contract,
 * includes/forms-contract.php, which the plugin build writes from
 * packages/api-client/src/forms-contract/contract.json. The rules that use them are the
 * local provider's (tools/local-provider/src/forms/validate-submission.ts and contact-form.ts,
 * and the route in tools/local-provider/src/routes/blockyard-v1/forms.ts), written again in
 * PHP; both are held to the same cases (tools/api-contract/src/forms/submission-cases.ts,
 * run here by e2e/wordpress/tests/form-submissions.spec.ts). Change both together.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/forms-contract.php';

/** The post type responses are stored as. */
const BLOCKYARD_RESPONSE_POST_TYPE = 'blockyard_response';

/**
 * Points a rendered contact form at its own submission route: `action` is
 * `rest_url( 'blockyard/v1/forms/<formId>/responses' )` from the block's `formId`, and
 * `method` is `post`, so a visitor without script sends it there too. The saved markup
 * has no action (kses drops one, see includes/kses.php), and this replaces any that
 * markup saved before, or by someone allowed unfiltered HTML, still holds; a form
 * without a valid id gets none. Attributes inside the form that would send it elsewhere
 * (`formaction`, `form`, …) and the form's `target` are removed. The playground's preview
 * does the same in TypeScript (`addContactFormActions` in packages/forms/src/view/).
 *
 * @param string $block_content The block's HTML, its inner blocks included.
 * @param array  $block         The parsed block.
 * @return string
 */
function blockyard_add_form_action( $block_content, $block ) {
	$tags = new WP_HTML_Tag_Processor( $block_content );
	if ( ! $tags->next_tag( 'form' ) ) {
		return $block_content;
	}
	$form_id = isset( $block['attrs']['formId'] ) && is_string( $block['attrs']['formId'] ) ? $block['attrs']['formId'] : '';
	if ( 1 === preg_match( '/^[a-z0-9]+$/D', $form_id ) ) {
		$tags->set_attribute( 'action', rest_url( 'blockyard/v1/forms/' . $form_id . '/responses' ) );
		$tags->set_attribute( 'method', 'post' );
	} else {
		$tags->remove_attribute( 'action' );
	}
	$tags->remove_attribute( 'target' );
	while ( $tags->next_tag() ) {
		foreach ( array( 'form', 'formaction', 'formenctype', 'formmethod', 'formtarget' ) as $attribute ) {
			$tags->remove_attribute( $attribute );
		}
	}
	return $tags->get_updated_html();
}

/**
 * Registers the private post type responses are stored as: no public pages, no UI
 * (they are listed through `GET blockyard/v1/forms/responses`).
 */
function blockyard_register_response_post_type() {
	register_post_type(
		BLOCKYARD_RESPONSE_POST_TYPE,
		array(
			'labels'              => array(
				'name'          => __( 'Form responses', 'blockyard' ),
				'singular_name' => __( 'Form response', 'blockyard' ),
			),
			'public'              => false,
			'publicly_queryable'  => false,
			'exclude_from_search' => true,
			'show_ui'             => false,
			'show_in_rest'        => false,
			'rewrite'             => false,
			'query_var'           => false,
			'supports'            => array( 'title' ),
		)
	);
}

/**
 * Registers the routes of `blockyard/v1/forms`.
 */
function blockyard_register_form_routes() {
	register_rest_route(
		'blockyard/v1',
		'/forms/(?P<form_id>[a-z0-9]+)/responses',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'blockyard_submit_form_response',
			// A contact form: any visitor may send it; the saved form decides what is accepted.
			'permission_callback' => '__return_true',
		)
	);
	register_rest_route(
		'blockyard/v1',
		'/forms/responses',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'blockyard_list_form_responses',
			'permission_callback' => 'blockyard_can_read_form_responses',
			'args'                => array(
				'form_id' => array(
					'type'    => 'string',
					'pattern' => '^[a-z0-9]*$',
				),
				'post_id' => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
			),
		)
	);
}

/**
 * Only administrators read what visitors sent.
 *
 * @return bool
 */
function blockyard_can_read_form_responses() {
	return current_user_can( 'manage_options' );
}

/**
 * The value without the contract's spaces at either end (`trimSpaces` in
 * tools/local-provider/src/forms/contract.ts): more than PHP's trim(), the same as
 * JavaScript's (no-break and other Unicode spaces too).
 *
 * @param string $value A valid UTF-8 string.
 * @return string
 */
function blockyard_form_trim( $value ) {
	$class = '[' . BLOCKYARD_FORM_SPACES . ']';
	return (string) preg_replace( '~^' . $class . '+|' . $class . '+$~Du', '', $value );
}

/**
 * Whether the value holds one of the contract's spaces (`hasSpace`).
 *
 * @param string $value The value.
 * @return bool
 */
function blockyard_form_has_space( $value ) {
	return 1 === preg_match( '~[' . BLOCKYARD_FORM_SPACES . ']~u', $value );
}

/**
 * A trimmed string, or '' for anything else (`text` in contact-form.ts).
 *
 * @param mixed $value Any value.
 * @return string
 */
function blockyard_form_text( $value ) {
	return is_string( $value ) ? blockyard_form_trim( $value ) : '';
}

/**
 * The `blockyard/contact-form` block with this formId, at any depth (`findForm`).
 *
 * @param array  $blocks  Parsed blocks.
 * @param string $form_id The form's ID.
 * @return array|null
 */
function blockyard_find_form_block( $blocks, $form_id ) {
	foreach ( $blocks as $block ) {
		if ( BLOCKYARD_FORM_BLOCK_NAME === $block['blockName'] && isset( $block['attrs']['formId'] ) && $form_id === $block['attrs']['formId'] ) {
			return $block;
		}
		$inner = blockyard_find_form_block( $block['innerBlocks'], $form_id );
		if ( null !== $inner ) {
			return $inner;
		}
	}
	return null;
}

/**
 * The fields inside a form block, in order; a nested form's fields are its own; a
 * field without a name is left out (`fieldsInside` and `fieldOf` in contact-form.ts).
 *
 * @param array $blocks Parsed inner blocks.
 * @return array[] Each with kind, name, label, required, options.
 */
function blockyard_form_fields_inside( $blocks ) {
	$fields = array();
	foreach ( $blocks as $block ) {
		$block_name = (string) $block['blockName'];
		if ( BLOCKYARD_FORM_BLOCK_NAME === $block_name ) {
			continue;
		}
		$prefix = BLOCKYARD_FORM_FIELD_BLOCK_PREFIX;
		$kind   = 0 === strpos( $block_name, $prefix ) ? substr( $block_name, strlen( $prefix ) ) : '';
		if ( ! array_key_exists( $kind, BLOCKYARD_FORM_FIELD_MAX_LENGTHS ) ) {
			$fields = array_merge( $fields, blockyard_form_fields_inside( $block['innerBlocks'] ) );
			continue;
		}
		$attributes = is_array( $block['attrs'] ) ? $block['attrs'] : array();
		$name       = blockyard_form_text( isset( $attributes['name'] ) ? $attributes['name'] : '' );
		if ( '' === $name ) {
			continue;
		}
		// The label without a trailing colon or asterisk ("Name *" → "Name"): `labelOf`.
		$label = blockyard_form_text( isset( $attributes['label'] ) ? $attributes['label'] : '' );
		if ( '' === $label ) {
			$label = blockyard_form_text( isset( $attributes['consentText'] ) ? $attributes['consentText'] : '' );
		}
		$label   = (string) preg_replace( '~[' . BLOCKYARD_FORM_SPACES . BLOCKYARD_FORM_LABEL_ENDINGS . ']+$~Du', '', $label );
		$options = array();
		if ( isset( $attributes['options'] ) && is_array( $attributes['options'] ) ) {
			$options = array_values( array_filter( array_map( 'blockyard_form_text', $attributes['options'] ), 'strlen' ) );
		}
		$fields[] = array(
			'kind'     => $kind,
			'name'     => $name,
			'label'    => '' === $label ? blockyard_form_message( 'unnamedField' ) : $label,
			'required' => isset( $attributes['required'] ) && true === $attributes['required'],
			'options'  => $options,
		);
	}
	return $fields;
}

/**
 * The first published post whose content holds the form, and the form's fields and
 * confirmation message (`findContactForm`); a name given twice counts once.
 *
 * @param string $form_id The form's ID ([a-z0-9]+).
 * @return array|null { post_id, fields, confirmation_message }
 */
function blockyard_find_contact_form( $form_id ) {
	global $wpdb;
	$like = '%' . $wpdb->esc_like( '"formId":"' . $form_id . '"' ) . '%';
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a search of saved block comments; nothing to cache.
	$post_ids = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT ID FROM {$wpdb->posts} WHERE post_status = 'publish' AND post_type NOT IN ( 'revision', %s ) AND post_content LIKE %s ORDER BY ID ASC LIMIT 20",
			BLOCKYARD_RESPONSE_POST_TYPE,
			$like
		)
	);
	foreach ( $post_ids as $post_id ) {
		$post = get_post( (int) $post_id );
		if ( ! $post ) {
			continue;
		}
		$form = blockyard_find_form_block( parse_blocks( $post->post_content ), $form_id );
		if ( null === $form ) {
			continue;
		}
		$fields = array();
		foreach ( blockyard_form_fields_inside( $form['innerBlocks'] ) as $field ) {
			if ( ! isset( $fields[ $field['name'] ] ) ) {
				$fields[ $field['name'] ] = $field;
			}
		}
		return array(
			'post_id'              => $post->ID,
			'fields'               => array_values( $fields ),
			'confirmation_message' => blockyard_form_text( isset( $form['attrs']['confirmationMessage'] ) ? $form['attrs']['confirmationMessage'] : '' ),
		);
	}
	return null;
}

/**
 * Whether a value is an email address: the contract's pattern, and no spaces (`isEmail`).
 *
 * @param string $value The value.
 * @return bool
 */
function blockyard_is_email( $value ) {
	return ! blockyard_form_has_space( $value ) && 1 === preg_match( BLOCKYARD_FORM_EMAIL_PATTERN, $value );
}

/**
 * Whether a value is an http(s) web address with a dotted host and no spaces (`isWebAddress`).
 *
 * @param string $value The value.
 * @return bool
 */
function blockyard_is_web_address( $value ) {
	return ! blockyard_form_has_space( $value ) && 1 === preg_match( BLOCKYARD_FORM_WEB_ADDRESS_PATTERN, $value );
}

/**
 * Whether a value is a real day, YYYY-MM-DD, of the years 1 to 9999 (`isCalendarDate`).
 *
 * @param string $value The value.
 * @return bool
 */
function blockyard_is_calendar_date( $value ) {
	if ( ! preg_match( BLOCKYARD_FORM_ISO_DATE_PATTERN, $value, $match ) ) {
		return false;
	}
	return checkdate( (int) $match[2], (int) $match[3], (int) $match[1] );
}

/**
 * Whether a value looks like a phone number: digits, spaces, + - ( ), enough digits (`isTelephone`).
 *
 * @param string $value The value.
 * @return bool
 */
function blockyard_is_telephone( $value ) {
	$compact = (string) preg_replace( '~[' . BLOCKYARD_FORM_SPACES . ']~u', '', $value );
	return 1 === preg_match( BLOCKYARD_FORM_TELEPHONE_PATTERN, $compact ) && preg_match_all( '~[0-9]~', $compact ) >= BLOCKYARD_FORM_TELEPHONE_MIN_DIGITS;
}

/**
 * The problem with one field's value, naming its label, or null (`problemOf`).
 *
 * @param array                $field The field.
 * @param string|string[]|null $value The trimmed value; null when not sent.
 * @return string|null
 */
function blockyard_form_field_problem( $field, $value ) {
	$kind       = $field['kind'];
	$label      = $field['label'];
	$max_length = BLOCKYARD_FORM_FIELD_MAX_LENGTHS[ $kind ];
	if ( 'checkbox-multiple' === $kind ) {
		$chosen = null === $value ? array() : array_filter( (array) $value, 'strlen' );
		if ( array() === $chosen ) {
			return $field['required'] ? blockyard_form_field_message( 'chooseAtLeastOne', $label ) : null;
		}
		foreach ( $chosen as $option ) {
			if ( mb_strlen( $option, 'UTF-8' ) > $max_length ) {
				return blockyard_form_field_message( 'tooLong', $label, $max_length );
			}
		}
		foreach ( $chosen as $option ) {
			if ( ! in_array( $option, $field['options'], true ) ) {
				return blockyard_form_field_message( 'notTheOptions', $label );
			}
		}
		return null;
	}
	if ( null !== $value && ! is_string( $value ) ) {
		return blockyard_form_field_message( 'singleValue', $label );
	}
	if ( null === $value || '' === $value ) {
		if ( ! $field['required'] ) {
			return null;
		}
		return 'select' === $kind || 'radio' === $kind
			? blockyard_form_field_message( 'chooseOne', $label )
			: blockyard_form_field_message( 'required', $label );
	}
	// Counted in characters (code points), as the provider counts them too.
	if ( mb_strlen( $value, 'UTF-8' ) > $max_length ) {
		return blockyard_form_field_message( 'tooLong', $label, $max_length );
	}
	switch ( $kind ) {
		case 'email':
			return blockyard_is_email( $value ) ? null : blockyard_form_field_message( 'email', $label );
		case 'url':
			return blockyard_is_web_address( $value ) ? null : blockyard_form_field_message( 'webAddress', $label );
		case 'date':
			return blockyard_is_calendar_date( $value ) ? null : blockyard_form_field_message( 'date', $label );
		case 'telephone':
			return blockyard_is_telephone( $value ) ? null : blockyard_form_field_message( 'telephone', $label );
		case 'select':
		case 'radio':
			return in_array( $value, $field['options'], true ) ? null : blockyard_form_field_message( 'notAnOption', $label );
		case 'checkbox':
		case 'consent':
			return BLOCKYARD_FORM_CHECKED_VALUE === $value ? null : blockyard_form_field_message( 'checked', $label );
		default:
			return null;
	}
}

/**
 * Checks a submission against the form's fields (`checkSubmission`): keys the form
 * does not have are ignored; the values kept are trimmed, blank ones left out.
 *
 * @param array[] $fields    The form's fields.
 * @param array   $submitted Each value (string or string[]) by name.
 * @return array { errors: name => message, values: name => string|string[] }
 */
function blockyard_check_form_submission( $fields, $submitted ) {
	$errors = array();
	$values = array();
	foreach ( $fields as $field ) {
		$name  = $field['name'];
		$value = null;
		if ( array_key_exists( $name, $submitted ) ) {
			$value = is_array( $submitted[ $name ] ) ? array_map( 'blockyard_form_trim', $submitted[ $name ] ) : blockyard_form_trim( $submitted[ $name ] );
		}
		$problem = blockyard_form_field_problem( $field, $value );
		if ( null !== $problem ) {
			$errors[ $name ] = $problem;
		} elseif ( 'checkbox-multiple' === $field['kind'] && null !== $value ) {
			$chosen = array_values( array_filter( (array) $value, 'strlen' ) );
			if ( array() !== $chosen ) {
				$values[ $name ] = array_map( 'sanitize_text_field', $chosen );
			}
		} elseif ( is_string( $value ) && '' !== $value ) {
			$values[ $name ] = 'textarea' === $field['kind'] ? sanitize_textarea_field( $value ) : sanitize_text_field( $value );
		}
	}
	return array(
		'errors' => $errors,
		'values' => $values,
	);
}

/**
 * Whether a submitted value is a string of valid UTF-8 (which the contract's patterns need).
 *
 * @param mixed $value A submitted value.
 * @return bool
 */
function blockyard_is_submitted_text( $value ) {
	return is_string( $value ) && 1 === preg_match( '//u', $value );
}

/**
 * Whether a submitted value has the contract's shape: text, or a list of texts. An object is
 * not a list; an empty one cannot be told from an empty list once PHP has decoded the JSON.
 *
 * @param mixed $value A submitted value.
 * @return bool
 */
function blockyard_is_submitted_value( $value ) {
	if ( ! is_array( $value ) ) {
		return blockyard_is_submitted_text( $value );
	}
	if ( array_values( $value ) !== $value ) {
		return false;
	}
	foreach ( $value as $item ) {
		if ( ! blockyard_is_submitted_text( $item ) ) {
			return false;
		}
	}
	return true;
}

/**
 * What the visitor sent: JSON `{ "fields": { name: value } }`, or a classic form post
 * (`name=value`, `name[]=a&name[]=b`). Null when a value is not a string or a list of strings
 * (an object is not a list), or not valid UTF-8.
 *
 * @param WP_REST_Request $request The request.
 * @return array|null
 */
function blockyard_submitted_form_values( $request ) {
	$json = $request->get_json_params();
	if ( is_array( $json ) ) {
		$submitted = isset( $json['fields'] ) ? $json['fields'] : null;
	} else {
		$submitted = $request->get_body_params();
	}
	if ( ! is_array( $submitted ) ) {
		return null;
	}
	foreach ( $submitted as $value ) {
		if ( ! blockyard_is_submitted_value( $value ) ) {
			return null;
		}
	}
	return $submitted;
}

/**
 * `POST blockyard/v1/forms/<form_id>/responses`: validates a visitor's submission
 * against the saved form and stores it.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error 201 { id, message }, 400 or 404.
 */
function blockyard_submit_form_response( $request ) {
	$form_id   = (string) $request['form_id'];
	$submitted = blockyard_submitted_form_values( $request );
	if ( null === $submitted ) {
		return new WP_Error( BLOCKYARD_FORM_BAD_BODY_CODE, blockyard_form_message( 'badBody' ), array( 'status' => 400 ) );
	}
	$form = blockyard_find_contact_form( $form_id );
	if ( null === $form ) {
		return new WP_Error( BLOCKYARD_FORM_NOT_FOUND_CODE, blockyard_form_message( 'notFound' ), array( 'status' => 404 ) );
	}
	$check = blockyard_check_form_submission( $form['fields'], $submitted );
	if ( array() !== $check['errors'] ) {
		return new WP_Error(
			BLOCKYARD_FORM_INVALID_CODE,
			blockyard_form_message( 'invalid' ),
			array(
				'status' => 400,
				// An object even when every field name looks like a number.
				'errors' => (object) $check['errors'],
			)
		);
	}
	// HEX flags: no <, >, & or quotes inside the JSON, so the content filters leave it as it is.
	$content     = wp_json_encode( (object) $check['values'], JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE );
	$response_id = wp_insert_post(
		wp_slash(
			array(
				'post_type'    => BLOCKYARD_RESPONSE_POST_TYPE,
				'post_status'  => 'private',
				'post_parent'  => $form['post_id'],
				/* translators: %s: the form's ID. */
				'post_title'   => sprintf( __( 'Response to form %s', 'blockyard' ), $form_id ),
				'post_content' => $content,
				'meta_input'   => array( '_blockyard_form_id' => $form_id ),
			)
		),
		true
	);
	if ( is_wp_error( $response_id ) ) {
		return new WP_Error( BLOCKYARD_FORM_NOT_STORED_CODE, blockyard_form_message( 'notStored' ), array( 'status' => 500 ) );
	}
	$message = '' !== $form['confirmation_message'] ? $form['confirmation_message'] : blockyard_form_message( 'thankYou' );
	return new WP_REST_Response(
		array(
			'id'      => $response_id,
			'message' => $message,
		),
		201
	);
}

/**
 * `GET blockyard/v1/forms/responses?form_id=&post_id=`: the stored responses, newest
 * first (the newest 100), for administrators.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response
 */
function blockyard_list_form_responses( $request ) {
	$query = array(
		'post_type'      => BLOCKYARD_RESPONSE_POST_TYPE,
		'post_status'    => 'private',
		'posts_per_page' => 100,
		'orderby'        => array(
			'date' => 'DESC',
			'ID'   => 'DESC',
		),
		'no_found_rows'  => true,
	);
	if ( ! empty( $request['form_id'] ) ) {
		// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- an admin list.
		$query['meta_query'] = array(
			array(
				'key'   => '_blockyard_form_id',
				'value' => (string) $request['form_id'],
			),
		);
	}
	if ( ! empty( $request['post_id'] ) ) {
		$query['post_parent'] = (int) $request['post_id'];
	}
	$responses = array();
	foreach ( get_posts( $query ) as $post ) {
		$fields      = json_decode( $post->post_content, true );
		$responses[] = array(
			'id'      => $post->ID,
			'form_id' => (string) get_post_meta( $post->ID, '_blockyard_form_id', true ),
			'post_id' => $post->post_parent,
			'fields'  => is_array( $fields ) ? (object) $fields : new stdClass(),
			'date'    => mysql_to_rfc3339( $post->post_date ),
		);
	}
	return new WP_REST_Response( $responses, 200 );
}
