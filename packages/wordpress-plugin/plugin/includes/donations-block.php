<?php
/**
 * The donations block on a visitor's page: its saved markup holds the form and each
 * interval's plan; where the visitor pays, the provider's donation checkout, is added to
 * the rendered block here as `data-checkout` (the visitor's script reads it). The
 * playground's preview does the same in TypeScript
 * (tools/playground/src/preview/donations-checkout.ts).
 * See docs/decisions/0049-donations-checkout-address.md.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * The provider's donation checkout: `wpcom/v2/memberships/checkout` on the provider root
 * (includes/page-state.php); the filter `blockyard_donations_checkout_url` has the last word.
 *
 * @return string
 */
function blockyard_donations_checkout_url() {
	$default = blockyard_provider_root() . 'wpcom/v2/memberships/checkout';
	return esc_url_raw( (string) apply_filters( 'blockyard_donations_checkout_url', $default ) );
}

/**
 * Adds `data-checkout` to a rendered donations block.
 *
 * @param string $block_content The block's HTML.
 * @return string
 */
function blockyard_add_donations_checkout( $block_content ) {
	$tags = new WP_HTML_Tag_Processor( $block_content );
	if ( ! $tags->next_tag( array( 'class_name' => 'wp-block-blockyard-donations' ) ) ) {
		return $block_content;
	}
	$tags->set_attribute( 'data-checkout', blockyard_donations_checkout_url() );
	return $tags->get_updated_html();
}
