<?php
/**
 * Which paid blocks need a plan the site lacks, from the site's plan on the provider.
 *
 * The editor shows the upgrade banner above a paid block whose plan the site lacks (the page
 * state's `requiredPlans`). This file works that out server-side, once in a while:
 *
 * - the site's plan: `GET jetpack/v4/site` on the provider root (its `data`, a JSON string,
 *   has `plan.product_slug`);
 * - the platform's public plans list: `GET rest/v1.5/plans` on the platform root (cheapest
 *   first), which says where the site's plan stands and names the plan a paid block needs.
 *
 * A site on the paid blocks' plan, or on one after it in the list, lacks nothing. A site on
 * another plan (one before it, or one the list does not hold) lacks it for every paid block.
 * The answer is kept in a transient for an hour (five minutes after a failure), dropped when the
 * editor comes back from a plan's checkout (`plan_upgraded=1`), so the page asks again. A failed or
 * slow request never stops the editor: the page then says no block needs a plan (no banner).
 * The `blockyard_required_plans` filter still has the last word (page-state.php).
 *
 * Filters:
 * - `blockyard_site_plan`: the site's plan slug; by default the provider's answer, or '' when
 *   it could not be had (then no block asks to upgrade). Another slug replaces it.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** The plan the paid blocks need: the platform's Premium plan. */
const BLOCKYARD_PAID_BLOCKS_PLAN = 'value_bundle';

/** Every paid block (as @blockyard/payments lists them, src/paid-blocks/paid-blocks.ts). */
const BLOCKYARD_PAID_BLOCKS = array( 'blockyard/donations', 'blockyard/payment-button' );

/** Seconds each of the two requests may take: the editor's page waits for them on a cold cache. */
const BLOCKYARD_SITE_PLANS_TIMEOUT = 3;

/** The transient the answer is kept in. */
const BLOCKYARD_SITE_PLANS_TRANSIENT = 'blockyard_site_required_plans';

/**
 * The paid blocks a site on `$site_plan` lacks the plan of, each with that plan, from the
 * public plans list: none when the site is on the paid blocks' plan or one after it in the list,
 * or when the list does not hold the paid blocks' plan (nothing to name or sell).
 *
 * @param string $site_plan The site's plan slug ('' when unknown: no banner).
 * @param mixed  $plans     The public plans list: arrays with `product_slug`, `product_name`,
 *                          optionally `product_name_short`.
 * @return array Block name => array( 'slug', 'name' ).
 */
function blockyard_required_plans_for( $site_plan, $plans ) {
	if ( '' === $site_plan || ! is_array( $plans ) ) {
		return array();
	}
	$slugs    = array();
	$required = null;
	foreach ( $plans as $plan ) {
		if ( ! is_array( $plan ) || empty( $plan['product_slug'] ) || ! is_string( $plan['product_slug'] ) ) {
			continue;
		}
		$slugs[] = $plan['product_slug'];
		if ( BLOCKYARD_PAID_BLOCKS_PLAN === $plan['product_slug'] ) {
			$name     = ! empty( $plan['product_name_short'] ) ? $plan['product_name_short'] : ( $plan['product_name'] ?? '' );
			$required = array(
				'slug' => BLOCKYARD_PAID_BLOCKS_PLAN,
				'name' => (string) $name,
			);
		}
	}
	if ( null === $required || '' === $required['name'] ) {
		return array();
	}
	$site_rank     = array_search( $site_plan, $slugs, true );
	$required_rank = array_search( BLOCKYARD_PAID_BLOCKS_PLAN, $slugs, true );
	if ( false !== $site_rank && $site_rank >= $required_rank ) {
		return array();
	}
	return array_fill_keys( BLOCKYARD_PAID_BLOCKS, $required );
}

/**
 * A JSON answer of a GET, or null on any failure (an error, a status other than 200, not JSON).
 *
 * @param string $url The address.
 * @return mixed
 */
function blockyard_site_plans_get( $url ) {
	$response = wp_remote_get( $url, array( 'timeout' => BLOCKYARD_SITE_PLANS_TIMEOUT ) );
	if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
		return null;
	}
	return json_decode( (string) wp_remote_retrieve_body( $response ), true );
}

/**
 * The site's plan slug, as the provider's `jetpack/v4/site` gives it; '' when it cannot be had.
 *
 * @return string
 */
function blockyard_fetch_site_plan() {
	$answer = blockyard_site_plans_get( trailingslashit( blockyard_provider_root() ) . 'jetpack/v4/site' );
	$site   = is_array( $answer ) && isset( $answer['data'] ) && is_string( $answer['data'] ) ? json_decode( $answer['data'], true ) : null;
	$slug   = is_array( $site ) && isset( $site['plan']['product_slug'] ) && is_string( $site['plan']['product_slug'] ) ? $site['plan']['product_slug'] : '';
	return (string) apply_filters( 'blockyard_site_plan', $slug );
}

/**
 * The platform's public plans list (`rest/v1.5/plans` on the platform root), or null.
 *
 * @return array|null
 */
function blockyard_fetch_public_plans() {
	$root = defined( 'BLOCKYARD_PLATFORM_ROOT' ) ? (string) BLOCKYARD_PLATFORM_ROOT : 'https://public-api.wordpress.com/';
	$root = (string) apply_filters( 'blockyard_platform_root', $root );
	if ( '' === $root ) {
		$root = 'https://public-api.wordpress.com/';
	}
	$plans = blockyard_site_plans_get( trailingslashit( esc_url_raw( $root ) ) . 'rest/v1.5/plans' );
	return is_array( $plans ) ? $plans : null;
}

/**
 * Whether the page comes back from a plan's checkout: the checkout adds `plan_upgraded=1` to
 * the editor's address.
 *
 * @return bool
 */
function blockyard_came_back_upgraded() {
	return isset( $_GET['plan_upgraded'] ) && '1' === $_GET['plan_upgraded']; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the checkout's flag, read to ask the plan again.
}

/**
 * The paid blocks whose plan the site lacks (see blockyard_required_plans_for()), kept in a
 * transient: an hour after an answer, five minutes after a failure (which says none). Back from
 * a plan's checkout the kept answer is dropped first: the site's plan has just changed.
 *
 * @return array Block name => array( 'slug', 'name' ).
 */
function blockyard_site_required_plans() {
	if ( blockyard_came_back_upgraded() ) {
		delete_transient( BLOCKYARD_SITE_PLANS_TRANSIENT );
	}
	$kept = get_transient( BLOCKYARD_SITE_PLANS_TRANSIENT );
	if ( is_array( $kept ) && isset( $kept['plans'] ) && is_array( $kept['plans'] ) ) {
		return $kept['plans'];
	}
	$site_plan = blockyard_fetch_site_plan();
	$plans     = '' === $site_plan ? null : blockyard_fetch_public_plans();
	$failed    = null === $plans;
	$required  = $failed ? array() : blockyard_required_plans_for( $site_plan, $plans );
	set_transient( BLOCKYARD_SITE_PLANS_TRANSIENT, array( 'plans' => $required ), $failed ? 5 * MINUTE_IN_SECONDS : HOUR_IN_SECONDS );
	return $required;
}
