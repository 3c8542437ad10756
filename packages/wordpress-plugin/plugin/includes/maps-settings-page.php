<?php
/**
 * Settings → Maps: the site's map provider, the public Mapbox token visitors' maps are
 * drawn with, and keyless imagery for the satellite and terrain styles (includes/maps.php
 * keeps them in one option, which the editor and the visitor's page both read). Only
 * administrators (`manage_options`) see it; a change is nonce-checked and merged over
 * what is saved, so the tile templates the screen does not show are kept.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** The admin-post action (and nonce action) that saves the screen. */
const BLOCKYARD_MAPS_SETTINGS_ACTION = 'blockyard_save_map_settings';

/**
 * Adds Settings → Maps.
 */
function blockyard_add_maps_settings_page() {
	add_options_page(
		__( 'Maps', 'blockyard' ),
		__( 'Maps', 'blockyard' ),
		'manage_options',
		'blockyard-maps',
		'blockyard_render_maps_settings_page'
	);
}

/**
 * The screen: a form posting to admin-post.php.
 */
function blockyard_render_maps_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = blockyard_map_settings();
	$saved    = get_option( BLOCKYARD_MAPS_OPTION, array() );
	$saved    = is_array( $saved ) ? $saved : array();
	$tiles    = isset( $saved['tiles'] ) && is_array( $saved['tiles'] ) ? $saved['tiles'] : array();
	$status   = isset( $_GET['blockyard-maps'] ) ? sanitize_key( wp_unslash( $_GET['blockyard-maps'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks the notice shown.
	$labels   = array(
		'mapbox'        => __( 'Mapbox (needs a token; every style)', 'blockyard' ),
		'openstreetmap' => __( 'OpenStreetMap (keyless)', 'blockyard' ),
		'mapkit'        => __( 'Apple MapKit (in the editor; visitors see the keyless maps)', 'blockyard' ),
	);
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Maps', 'blockyard' ); ?></h1>
		<?php if ( 'saved' === $status ) : ?>
			<div class="notice notice-success"><p><?php esc_html_e( 'The map settings were saved.', 'blockyard' ); ?></p></div>
		<?php elseif ( 'invalid' === $status ) : ?>
			<div class="notice notice-error"><p><?php esc_html_e( 'Nothing was saved: use a public Mapbox token (it starts with pk.) and tile URLs starting with https:// that contain {z}, {x} and {y}.', 'blockyard' ); ?></p></div>
		<?php endif; ?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( BLOCKYARD_MAPS_SETTINGS_ACTION ); ?>" />
			<?php wp_nonce_field( BLOCKYARD_MAPS_SETTINGS_ACTION ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="blockyard-map-provider"><?php esc_html_e( 'Map provider', 'blockyard' ); ?></label></th>
					<td>
						<select id="blockyard-map-provider" name="provider">
							<?php foreach ( blockyard_map_providers() as $provider ) : ?>
								<option value="<?php echo esc_attr( $provider ); ?>" <?php selected( $settings['provider'], $provider ); ?>><?php echo esc_html( $labels[ $provider ] ?? $provider ); ?></option>
							<?php endforeach; ?>
						</select>
						<p class="description"><?php esc_html_e( 'Who draws the maps in the editor and for visitors. The Terrain style is always drawn by Mapbox.', 'blockyard' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="blockyard-mapbox-token"><?php esc_html_e( 'Mapbox public token', 'blockyard' ); ?></label></th>
					<td>
						<input id="blockyard-mapbox-token" class="regular-text code" type="text" name="mapbox_token" autocomplete="off" value="<?php echo esc_attr( $settings['mapboxToken'] ); ?>" />
						<p class="description"><?php esc_html_e( 'Visitors’ maps drawn by Mapbox use it, so every page with a map shows it: use a public token (pk.) restricted to this site’s address, never a secret one. Empty: visitors see the keyless maps.', 'blockyard' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="blockyard-tiles-satellite"><?php esc_html_e( 'Satellite imagery without a token', 'blockyard' ); ?></label></th>
					<td>
						<input id="blockyard-tiles-satellite" class="large-text code" type="url" name="tiles_satellite" value="<?php echo esc_attr( isset( $tiles['satellite'] ) ? $tiles['satellite'] : '' ); ?>" />
						<p class="description"><?php esc_html_e( 'A tile URL with {z}, {x} and {y}. With it the keyless provider offers the Satellite style; empty: the default.', 'blockyard' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="blockyard-tiles-terrain"><?php esc_html_e( 'Terrain imagery without a token', 'blockyard' ); ?></label></th>
					<td>
						<input id="blockyard-tiles-terrain" class="large-text code" type="url" name="tiles_terrain" value="<?php echo esc_attr( isset( $tiles['terrain'] ) ? $tiles['terrain'] : '' ); ?>" />
						<p class="description"><?php esc_html_e( 'A tile URL with {z}, {x} and {y}, drawn for visitors when a Terrain map has no Mapbox token; empty: the default.', 'blockyard' ); ?></p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}

/**
 * Saves the screen (admin-post): administrators only, with the screen's nonce. A value that
 * is not valid saves nothing and says so.
 */
function blockyard_save_maps_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to change the map settings.', 'blockyard' ), 403 );
	}
	check_admin_referer( BLOCKYARD_MAPS_SETTINGS_ACTION );
	$field    = static function ( $name ) {
		return isset( $_POST[ $name ] ) && is_string( $_POST[ $name ] ) ? trim( sanitize_text_field( wp_unslash( $_POST[ $name ] ) ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked above.
	};
	$provider = $field( 'provider' );
	$token    = $field( 'mapbox_token' );
	$tiles    = array(
		'satellite' => $field( 'tiles_satellite' ),
		'terrain'   => $field( 'tiles_terrain' ),
	);
	$valid    = in_array( $provider, blockyard_map_providers(), true )
		&& ( '' === $token || blockyard_is_mapbox_public_token( $token ) );
	foreach ( $tiles as $name => $template ) {
		$valid = $valid && ( '' === $template || true === blockyard_map_template_error( $name, $template ) );
	}
	if ( $valid ) {
		$saved = get_option( BLOCKYARD_MAPS_OPTION, array() );
		$saved = is_array( $saved ) ? $saved : array();
		$kept  = isset( $saved['tiles'] ) && is_array( $saved['tiles'] ) ? $saved['tiles'] : array();
		foreach ( $tiles as $name => $template ) {
			unset( $kept[ $name ] );
			if ( '' !== $template ) {
				$kept[ $name ] = $template;
			}
		}
		update_option(
			BLOCKYARD_MAPS_OPTION,
			array(
				'provider'     => $provider,
				'tiles'        => $kept,
				'mapbox_token' => $token,
			)
		);
	}
	wp_safe_redirect( add_query_arg( 'blockyard-maps', $valid ? 'saved' : 'invalid', admin_url( 'options-general.php?page=blockyard-maps' ) ) );
	exit;
}
