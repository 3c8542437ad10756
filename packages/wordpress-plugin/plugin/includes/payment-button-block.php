<?php
/**
 * The payment button on a visitor's page: its saved card ends with a link to the post; here the
 * rendered block gets, in its place, a form to the payment provider's checkout for its product
 * (the product's id, name, price and currency, a quantity when people may buy more than one, the
 * way back to this page, and the provider's button), and the buyer's thanks when the page's
 * address says its product was just bought. The playground's preview does the same in TypeScript
 * (tools/playground/src/preview/payment-button-checkout.ts, with addPaymentButtonCheckout of
 * packages/payments/src/blocks/payment-button/checkout.ts): change both together.
 * See docs/decisions/0060-payment-button-checkout-rendered.md.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/money-rules.php';

/**
 * The provider's checkout of the payment button: `wpcom/v2/pay-products/checkout` on the
 * provider root (includes/page-state.php); the filter `blockyard_payment_button_checkout_url`
 * has the last word.
 *
 * @return string
 */
function blockyard_payment_button_checkout_url() {
	$default = blockyard_provider_root() . 'wpcom/v2/pay-products/checkout';
	return esc_url_raw( (string) apply_filters( 'blockyard_payment_button_checkout_url', $default ) );
}

/**
 * The address of the page being shown, without the purchase flags or a fragment: where the
 * checkout sends the buyer back.
 *
 * @return string
 */
function blockyard_payment_button_return_url() {
	$uri  = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( (string) $_SERVER['REQUEST_URI'] ) : '/';
	$page = home_url( $uri );
	$page = remove_query_arg( array( 'blockyard_purchase', 'blockyard_purchase_product' ), $page );
	return esc_url_raw( strtok( $page, '#' ) );
}

/**
 * Whether the block's attributes name a product to sell: a stored product, a name, a positive
 * price with no more decimals than its currency has, at most the largest amount, and a currency
 * of the payment button's list (the money contract's rules, packages/api-client/src/money-contract).
 *
 * @param array $attrs The block's attributes.
 * @return bool
 */
function blockyard_payment_button_sells( $attrs ) {
	$contract   = blockyard_payment_button_money_contract();
	$product_id = isset( $attrs['productId'] ) ? $attrs['productId'] : null;
	$title      = isset( $attrs['title'] ) && is_string( $attrs['title'] ) ? trim( $attrs['title'] ) : '';
	$price      = isset( $attrs['price'] ) ? $attrs['price'] : null;
	$currency   = isset( $attrs['currency'] ) && is_string( $attrs['currency'] ) ? $attrs['currency'] : 'USD';
	if ( ! is_int( $product_id ) || $product_id <= 0 || '' === $title ) {
		return false;
	}
	if ( ! ( is_int( $price ) || is_float( $price ) ) || $price <= 0 || $price > $contract['maximumAmount'] ) {
		return false;
	}
	if ( ! in_array( $currency, $contract['paymentButtonCurrencies'], true ) ) {
		return false;
	}
	$decimals = isset( $contract['currencies'][ $currency ]['decimals'] ) ? (int) $contract['currencies'][ $currency ]['decimals'] : 2;
	return round( (float) $price, $decimals ) === (float) $price;
}

/**
 * The money contract, as the plugin ships it (build/money-contract.json, copied from
 * packages/api-client/src/money-contract/contract.json; includes/money-rules.php reads it).
 *
 * @return array
 */
function blockyard_payment_button_money_contract() {
	return blockyard_money_contract();
}

/**
 * The form to the checkout and the buyer's thanks, in a rendered payment button.
 *
 * @param string $block_content The block's HTML.
 * @param array  $block         The block, with its attributes.
 * @return string
 */
function blockyard_render_payment_button( $block_content, $block ) {
	$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
	if ( '' === trim( $block_content ) ) {
		return $block_content;
	}
	$thanks = '';
	if (
		isset( $attrs['productId'], $_GET['blockyard_purchase'], $_GET['blockyard_purchase_product'] ) // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the checkout's flags, read to say thank you.
		&& 'paid' === $_GET['blockyard_purchase'] // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		&& (string) $attrs['productId'] === (string) wp_unslash( $_GET['blockyard_purchase_product'] ) // phpcs:ignore WordPress.Security.NonceVerification.Recommended,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	) {
		$thanks = '<p class="wp-block-blockyard-payment-button__thanks" role="status">'
			. esc_html__( 'Thank you for your purchase.', 'blockyard' ) . '</p>';
	}
	$form     = '';
	$checkout = null;
	$button   = null;
	$back     = null;
	if ( blockyard_payment_button_sells( $attrs ) ) {
		// Both addresses pass the saved-output policy (includes/saved-output-policy.php), as in TypeScript.
		$checkout = blockyard_safe_link_url( blockyard_payment_button_checkout_url() );
		$button   = null === $checkout ? null : blockyard_safe_media_url( preg_replace( '#checkout$#', 'button.svg', $checkout ) );
		$back     = blockyard_safe_link_url( blockyard_payment_button_return_url() );
	}
	if ( ! empty( $checkout ) && ! empty( $button ) && ! empty( $back ) ) {
		$fields   = array(
			'product'  => (string) $attrs['productId'],
			'title'    => trim( $attrs['title'] ),
			'amount'   => (string) ( $attrs['price'] + 0 ),
			'currency' => isset( $attrs['currency'] ) ? $attrs['currency'] : 'USD',
			'return'   => $back,
		);
		$form     = '<form class="wp-block-blockyard-payment-button__purchase" method="get" action="' . esc_url( $checkout ) . '">';
		foreach ( $fields as $name => $value ) {
			$form .= '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '">';
		}
		if ( ! empty( $attrs['multiple'] ) ) {
			$form .= '<label class="wp-block-blockyard-payment-button__quantity">' . esc_html__( 'Quantity', 'blockyard' )
				. ' <input type="number" name="quantity" min="1" step="1" required max="1000" value="1"></label>';
		}
		$form .= '<button type="submit" class="wp-block-blockyard-payment-button__pay"><img src="' . esc_url( $button ) . '" alt="' . esc_attr__( 'Buy now', 'blockyard' ) . '"></button></form>';
	}
	if ( '' === $form && '' === $thanks ) {
		return $block_content;
	}
	if ( '' !== $form ) {
		$replaced = preg_replace(
			'#<p class="wp-block-blockyard-payment-button__purchase">.*?</p>#s',
			$form,
			$block_content,
			1,
			$count
		);
		if ( $count > 0 && is_string( $replaced ) ) {
			$block_content = $replaced;
		} else {
			$thanks = $form . $thanks;
		}
	}
	if ( '' !== $thanks ) {
		// At the end of the card's details: the last closing tags are the details', the card's and the block's.
		$block_content = preg_replace( '#(</div>\s*</div>\s*</div>\s*)$#', $thanks . '$1', $block_content, 1 );
	}
	return $block_content;
}

add_filter( 'render_block_blockyard/payment-button', 'blockyard_render_payment_button', 10, 2 );
