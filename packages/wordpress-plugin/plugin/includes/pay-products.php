<?php
/**
 * The payment button's products (packages/payments/src/blocks/payment-button/README.md): the
 * `jp_pay_product` post type behind `wp/v2/jp_pay_product`, which the block creates as a draft
 * when it is added and publishes with the post, and its meta fields `spay_currency`,
 * `spay_email`, `spay_multiple` and `spay_price`. A product whose price or email is wrong is
 * refused with the field's name in the error's `data.key`, which the block shows at that field;
 * the price and the currency follow the money contract's rules (includes/money-rules.php, the
 * contract's own messages, and the message's key in `data.problem`).
 * A draft may be unfinished: no price yet (0) and no email yet (''). The local provider answers
 * the same route alike in the playground (tools/local-provider/src/routes/wp-v2/pay-products.ts):
 * change both together.
 *
 * Who may do what is WordPress's own post capabilities: anyone who may edit posts creates a
 * draft, publishing needs `publish_posts`.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

// The payment button on a visitor's page: the form to the provider's checkout for the product.
require_once __DIR__ . '/payment-button-block.php';
// The money contract's rules, which a product's price and currency follow.
require_once __DIR__ . '/money-rules.php';

const BLOCKYARD_PAY_PRODUCT_POST_TYPE = 'jp_pay_product';

/**
 * Registers the post type (no public pages of its own, no admin screen) and its meta fields.
 */
function blockyard_register_pay_product_post_type() {
	register_post_type(
		BLOCKYARD_PAY_PRODUCT_POST_TYPE,
		array(
			'labels'             => array(
				'name'          => __( 'Products', 'blockyard' ),
				'singular_name' => __( 'Product', 'blockyard' ),
			),
			'public'             => false,
			'publicly_queryable' => false,
			'show_ui'            => false,
			'show_in_rest'       => true,
			'rest_base'          => BLOCKYARD_PAY_PRODUCT_POST_TYPE,
			'rewrite'            => false,
			'query_var'          => false,
			'capability_type'    => 'post',
			'map_meta_cap'       => true,
			'supports'           => array( 'title', 'editor', 'thumbnail', 'custom-fields', 'author' ),
		)
	);
	$fields = array(
		'spay_currency' => array( 'string', 'USD' ),
		'spay_email'    => array( 'string', '' ),
		'spay_multiple' => array( 'boolean', false ),
		'spay_price'    => array( 'number', 0 ),
	);
	foreach ( $fields as $key => list( $type, $default ) ) {
		register_post_meta(
			BLOCKYARD_PAY_PRODUCT_POST_TYPE,
			$key,
			array(
				'type'          => $type,
				'single'        => true,
				'default'       => $default,
				'show_in_rest'  => true,
				'auth_callback' => 'blockyard_can_edit_pay_product_meta',
			)
		);
	}
}

/**
 * Whether the current user may change a product's meta: whoever may edit the product.
 *
 * @param bool   $allowed  Ignored.
 * @param string $meta_key Ignored.
 * @param int    $post_id  The product.
 * @return bool
 */
function blockyard_can_edit_pay_product_meta( $allowed, $meta_key, $post_id ) {
	return current_user_can( 'edit_post', $post_id );
}

/**
 * Refuses a product whose currency, price or email is wrong before it is stored, naming the
 * meta field in `data.key`.
 *
 * @param stdClass|WP_Error $prepared_post The post about to be stored.
 * @param WP_REST_Request   $request       The request.
 * @return stdClass|WP_Error
 */
function blockyard_check_pay_product( $prepared_post, $request ) {
	if ( is_wp_error( $prepared_post ) ) {
		return $prepared_post;
	}
	$meta     = is_array( $request['meta'] ) ? $request['meta'] : array();
	$existing = empty( $prepared_post->ID ) ? array() : get_post_meta( $prepared_post->ID );
	$value    = function ( $key, $fallback ) use ( $meta, $existing ) {
		if ( array_key_exists( $key, $meta ) ) {
			return $meta[ $key ];
		}
		return isset( $existing[ $key ][0] ) ? $existing[ $key ][0] : $fallback;
	};
	$status   = isset( $prepared_post->post_status ) ? $prepared_post->post_status : null;
	if ( null === $status ) {
		$status = empty( $prepared_post->ID ) ? 'draft' : get_post_status( $prepared_post->ID );
	}
	$draft    = 'publish' !== $status;
	$currency = $value( 'spay_currency', 'USD' );
	$price    = $value( 'spay_price', 0 );
	$email    = (string) $value( 'spay_email', '' );

	// The money contract's rules (includes/money-rules.php), as the block and the provider apply them.
	$problem = blockyard_money_currency_problem( $currency, 'paymentButton' );
	if ( null !== $problem ) {
		return blockyard_pay_product_error( 'spay_currency', blockyard_money_problem_message( $problem, 'USD' ), $problem['key'] );
	}
	$problem = blockyard_money_price_problem( $price, $currency );
	if ( null !== $problem && ! ( $draft && 'priceRequired' === $problem['key'] ) ) {
		return blockyard_pay_product_error( 'spay_price', blockyard_money_problem_message( $problem, $currency ), $problem['key'] );
	}
	if ( ! is_email( $email ) && ! ( $draft && '' === $email ) ) {
		return blockyard_pay_product_error( 'spay_email', __( 'Invalid email address.', 'blockyard' ) );
	}
	return $prepared_post;
}

/**
 * The refusal of one field, as the block reads it.
 *
 * @param string      $key     The meta field.
 * @param string      $message What is wrong.
 * @param string|null $problem The money contract's message key, when it is the contract's rule.
 * @return WP_Error
 */
function blockyard_pay_product_error( $key, $message, $problem = null ) {
	$data = array(
		'status' => 400,
		'key'    => $key,
	);
	if ( null !== $problem ) {
		$data['problem'] = $problem;
	}
	return new WP_Error( 'rest_invalid_param', $message, $data );
}
