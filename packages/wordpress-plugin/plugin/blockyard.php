<?php
/**
 * Plugin Name:       Blockyard
 * Description:       Blocks and editor extensions for the block editor: business hours and more.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       blockyard
 * Domain Path:       /languages
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

define( 'BLOCKYARD_PLUGIN_FILE', __FILE__ );
define( 'BLOCKYARD_PLUGIN_DIR', __DIR__ );

require_once __DIR__ . '/includes/packages.php';
require_once __DIR__ . '/includes/scripts.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/page-state.php';
require_once __DIR__ . '/includes/provider-site-auth.php';
require_once __DIR__ . '/includes/block-tiers.php';
require_once __DIR__ . '/includes/site-plans.php';
require_once __DIR__ . '/includes/kses.php';
require_once __DIR__ . '/includes/saved-output-render.php';
require_once __DIR__ . '/includes/forms.php';
require_once __DIR__ . '/includes/ai-prompts.php';
require_once __DIR__ . '/includes/ai-ghost-text.php';
require_once __DIR__ . '/includes/newsletter.php';
require_once __DIR__ . '/includes/maps.php';
require_once __DIR__ . '/includes/maps-settings-page.php';
require_once __DIR__ . '/includes/views.php';
require_once __DIR__ . '/includes/related-posts.php';
require_once __DIR__ . '/includes/map-block.php';
require_once __DIR__ . '/includes/map-visitor-token.php';
require_once __DIR__ . '/includes/pay-products.php';
require_once __DIR__ . '/includes/donations-block.php';
require_once __DIR__ . '/includes/video-block.php';
require_once __DIR__ . '/includes/embed-variations.php';
require_once __DIR__ . '/includes/ad-block.php';
require_once __DIR__ . '/includes/instagram-gallery-block.php';

add_action( 'init', 'blockyard_load_textdomain' );
add_action( 'init', 'blockyard_register_scripts' );
add_filter( 'block_type_metadata_settings', 'blockyard_related_posts_block_settings', 10, 2 );
add_action( 'init', 'blockyard_register_blocks' );
add_filter( 'block_categories_all', 'blockyard_block_categories' );
// The block tiers the site allows beside production (includes/block-tiers.php).
add_action( 'init', 'blockyard_register_block_tiers_setting' );
add_action( 'admin_init', 'blockyard_add_block_tiers_field' );
add_action( 'init', 'blockyard_register_response_post_type' );
add_action( 'init', 'blockyard_register_pay_product_post_type' );
add_filter( 'rest_pre_insert_' . BLOCKYARD_PAY_PRODUCT_POST_TYPE, 'blockyard_check_pay_product', 10, 2 );
add_action( 'rest_api_init', 'blockyard_register_form_routes' );
// The site's library of saved AI prompts (includes/ai-prompts.php).
add_action( 'init', 'blockyard_register_ai_prompt_post_type' );
add_action( 'rest_api_init', 'blockyard_register_ai_prompt_routes' );
// The editor's AI ghost text: its Writing setting and feature flag (includes/ai-ghost-text.php).
add_action( 'init', 'blockyard_register_ai_ghost_text_setting' );
add_action( 'admin_init', 'blockyard_add_ai_ghost_text_field' );
add_filter( 'blockyard_features', 'blockyard_ai_ghost_text_feature_flag', 5 );
add_action( 'rest_api_init', 'blockyard_register_newsletter_routes' );
add_action( 'init', 'blockyard_register_map_settings' );
add_action( 'rest_api_init', 'blockyard_register_map_routes' );
add_action( 'rest_api_init', 'blockyard_register_mapkit_token_route' );
add_action( 'admin_menu', 'blockyard_add_maps_settings_page' );
add_action( 'admin_post_' . BLOCKYARD_MAPS_SETTINGS_ACTION, 'blockyard_save_maps_settings_page' );
add_action( 'rest_api_init', 'blockyard_register_related_posts_field', 20 );
// Every Blockyard block's rendered HTML held to the saved-output policy, before WordPress's own
// block supports add to it; the final HTML of the blocks inside one remembered, for it.
add_filter( 'render_block', 'blockyard_police_saved_output', 9, 3 );
add_filter( 'render_block_data', 'blockyard_mark_inner_block', 10, 3 );
add_filter( 'render_block', 'blockyard_remember_rendered_block', PHP_INT_MAX, 3 );
add_filter( 'render_block_blockyard/contact-form', 'blockyard_add_form_action', 10, 2 );
add_filter( 'render_block_blockyard/map', 'blockyard_add_map_settings' );
add_filter( 'render_block_blockyard/donations', 'blockyard_add_donations_checkout' );
// The hosted video: its saved player address rendered as the service's player through oEmbed,
// with a playback token for a signed-in visitor (includes/video-block.php).
add_filter( 'oembed_providers', 'blockyard_video_oembed_providers' );
// The services of the Embed block's variations (includes/embed-variations.php).
add_filter( 'oembed_providers', 'blockyard_embed_variation_oembed_providers' );
add_filter( 'http_request_host_is_external', 'blockyard_video_allow_service_host', 10, 2 );
add_filter( 'http_allowed_safe_ports', 'blockyard_video_allow_service_port', 10, 2 );
add_filter( 'pre_oembed_result', 'blockyard_video_only_through_the_block', 10, 2 );
add_filter( 'render_block_blockyard/video', 'blockyard_render_video_block', 10, 2 );
add_filter( 'rest_post_dispatch', 'blockyard_video_preview_token', 10, 3 );
// The ad block: the ad network's unit in its slot for visitors, nothing on a site without ads,
// and the page state's `ads` flag (includes/ad-block.php).
add_filter( 'render_block_blockyard/ad', 'blockyard_render_ad_block', 10, 2 );
add_filter( 'blockyard_features', 'blockyard_ads_feature_flag', 5 );
// Latest Instagram Posts: the account's latest photos for visitors, the saved grid when the
// provider cannot give them (includes/instagram-gallery-block.php).
add_filter( 'render_block_blockyard/instagram-gallery', 'blockyard_render_instagram_gallery', 10, 2 );
add_action( 'enqueue_block_editor_assets', 'blockyard_enqueue_editor_assets' );
// Each package's visitor script, registered for the blocks that name it as their block.json
// `viewScript`: WordPress prints it on the pages that render one of them, and nowhere else.
add_action( 'init', 'blockyard_register_view_scripts', 9 );
add_action( 'wp_footer', 'blockyard_add_view_chunk_translations', 1 );
add_filter( 'wp_kses_allowed_html', 'blockyard_allow_block_markup', 10, 2 );

/**
 * Loads the `blockyard` translations shipped in languages/ (and those from translate.wordpress.org).
 */
function blockyard_load_textdomain() {
	load_plugin_textdomain( 'blockyard', false, dirname( plugin_basename( BLOCKYARD_PLUGIN_FILE ) ) . '/languages' );
}
