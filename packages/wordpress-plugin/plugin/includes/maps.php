<?php
/**
 * The map block's site settings, the one map setting the editor and the visitor's page
 * both read: which map provider the site uses, where each provider's tiles come from
 * (keyless imagery for the satellite and terrain styles too) and the public Mapbox
 * token visitors' maps are drawn with. Served at `blockyard/v1/maps/settings` as the
 * local provider serves them (tools/local-provider/src/routes/blockyard-v1/maps.ts);
 * administrators change them there or under Settings → Maps (includes/maps-settings-page.php).
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/** The option holding `{ provider, tiles: { mapbox, openstreetmap, satellite, terrain }, mapbox_token }`. */
const BLOCKYARD_MAPS_OPTION = 'blockyard_maps';

/** The longest tile template taken. */
const BLOCKYARD_MAPS_MAX_TEMPLATE_LENGTH = 500;

/**
 * The map providers, the token-based one first; `mapkit` draws with Apple's MapKit JS in the editor.
 *
 * @return string[]
 */
function blockyard_map_providers() {
	return array( 'mapbox', 'openstreetmap', 'mapkit' );
}

/**
 * The placeholders each tile template must hold (Leaflet fills them in): the two
 * providers', and the keyless imagery of the satellite and terrain styles.
 *
 * @return array<string, string[]>
 */
function blockyard_map_template_placeholders() {
	return array(
		'mapbox'        => array( '{z}', '{x}', '{y}', '{style}', '{accessToken}' ),
		'openstreetmap' => array( '{z}', '{x}', '{y}' ),
		'satellite'     => array( '{z}', '{x}', '{y}' ),
		'terrain'       => array( '{z}', '{x}', '{y}' ),
	);
}

/**
 * True for a Mapbox public token (`pk.`), the only kind a page may show; a secret
 * one (`sk.`) never is.
 *
 * @param mixed $value The token.
 * @return bool
 */
function blockyard_is_mapbox_public_token( $value ) {
	return is_string( $value ) && 1 === preg_match( '/^pk\.[A-Za-z0-9._-]{8,500}$/D', $value );
}

/**
 * The tile templates a site starts with: the real tile hosts, or the tiles of
 * the server the `BLOCKYARD_MAP_TILES_ROOT` constant names (the end-to-end tests
 * point it at the local provider, as the real hosts are out of reach offline).
 * Filter `blockyard_map_tile_defaults`.
 *
 * @return array{mapbox: string, openstreetmap: string}
 */
function blockyard_map_tile_defaults() {
	if ( defined( 'BLOCKYARD_MAP_TILES_ROOT' ) && is_string( BLOCKYARD_MAP_TILES_ROOT ) && '' !== BLOCKYARD_MAP_TILES_ROOT ) {
		$root     = trailingslashit( BLOCKYARD_MAP_TILES_ROOT );
		$defaults = array(
			'mapbox'        => $root . 'blockyard/tiles/mapbox/{style}/{z}/{x}/{y}?access_token={accessToken}',
			'openstreetmap' => $root . 'blockyard/tiles/openstreetmap/{z}/{x}/{y}.png',
			'satellite'     => $root . 'blockyard/tiles/keyless/satellite/{z}/{x}/{y}.png',
			'terrain'       => $root . 'blockyard/tiles/keyless/terrain/{z}/{x}/{y}.png',
		);
	} else {
		// No keyless satellite or terrain imagery by default: those styles need Mapbox
		// (a token) until an administrator names a source under Settings → Maps.
		$defaults = array(
			'mapbox'        => 'https://api.mapbox.com/styles/v1/mapbox/{style}/tiles/256/{z}/{x}/{y}?access_token={accessToken}',
			'openstreetmap' => 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
			'satellite'     => '',
			'terrain'       => '',
		);
	}
	return apply_filters( 'blockyard_map_tile_defaults', $defaults );
}

/**
 * Where the map block's search goes with a Mapbox token: the maps provider's geocoding, the
 * real one (`''`: the client's default) unless `BLOCKYARD_MAP_TILES_ROOT` names a server
 * standing in for it (the local provider in the end-to-end tests). Filter `blockyard_geocoding_root`.
 *
 * @return string
 */
function blockyard_geocoding_root() {
	$root = defined( 'BLOCKYARD_MAP_TILES_ROOT' ) && is_string( BLOCKYARD_MAP_TILES_ROOT ) && '' !== BLOCKYARD_MAP_TILES_ROOT
		? trailingslashit( BLOCKYARD_MAP_TILES_ROOT ) . 'geocoding/v5/mapbox.places/'
		: '';
	return (string) apply_filters( 'blockyard_geocoding_root', $root );
}

/**
 * The site's map settings, as saved over the defaults: a new site uses the
 * keyless provider, so a map works without a token. `tiles.satellite` and
 * `tiles.terrain` are left out when the site has no such imagery; `mapboxToken` is
 * the public token for visitors' maps (`''`: none).
 *
 * @return array{provider: string, tiles: array<string, string>, mapboxToken: string}
 */
function blockyard_map_settings() {
	$saved    = get_option( BLOCKYARD_MAPS_OPTION, array() );
	$saved    = is_array( $saved ) ? $saved : array();
	$provider = isset( $saved['provider'] ) && in_array( $saved['provider'], blockyard_map_providers(), true )
		? $saved['provider']
		: 'openstreetmap';
	$tiles    = array_merge( array_fill_keys( array_keys( blockyard_map_template_placeholders() ), '' ), blockyard_map_tile_defaults() );
	foreach ( array_keys( blockyard_map_template_placeholders() ) as $name ) {
		if ( isset( $saved['tiles'][ $name ] ) && true === blockyard_map_template_error( $name, $saved['tiles'][ $name ] ) ) {
			$tiles[ $name ] = $saved['tiles'][ $name ];
		}
	}
	foreach ( array( 'satellite', 'terrain' ) as $name ) {
		if ( ! is_string( $tiles[ $name ] ) || '' === $tiles[ $name ] ) {
			unset( $tiles[ $name ] );
		}
	}
	$token = isset( $saved['mapbox_token'] ) ? $saved['mapbox_token'] : '';
	return array(
		'provider'    => $provider,
		'tiles'       => $tiles,
		'mapboxToken' => blockyard_is_mapbox_public_token( $token ) ? $token : '',
	);
}

/**
 * True when the value is a usable tile template for the provider, else the message that says why not.
 *
 * @param string $name  `mapbox` or `openstreetmap`.
 * @param mixed  $value The template.
 * @return true|string
 */
function blockyard_map_template_error( $name, $value ) {
	if ( ! is_string( $value ) || strlen( $value ) > BLOCKYARD_MAPS_MAX_TEMPLATE_LENGTH ) {
		return __( 'A tile URL can be at most 500 characters long.', 'blockyard' );
	}
	if ( 1 !== preg_match( '~^https?://[^\s<>"\'\\\\]+$~D', $value ) ) {
		return __( 'A tile URL must start with http:// or https:// and contain no spaces.', 'blockyard' );
	}
	$placeholders = blockyard_map_template_placeholders();
	foreach ( $placeholders[ $name ] as $placeholder ) {
		if ( false === strpos( $value, $placeholder ) ) {
			/* translators: %s: the placeholders a tile URL needs, e.g. "{z}, {x}, {y}". */
			return sprintf( __( 'A tile URL must contain %s.', 'blockyard' ), implode( ', ', $placeholders[ $name ] ) );
		}
	}
	return true;
}

/**
 * Registers the option (never shown in `wp/v2/settings`: the route below is its way in).
 */
function blockyard_register_map_settings() {
	register_setting(
		'blockyard',
		BLOCKYARD_MAPS_OPTION,
		array(
			'type'              => 'object',
			'default'           => array(),
			'sanitize_callback' => 'blockyard_sanitize_map_settings',
			'show_in_rest'      => false,
		)
	);
}

/**
 * Keeps only a known provider, valid templates and a public Mapbox token.
 *
 * @param mixed $value What is about to be saved.
 * @return array
 */
function blockyard_sanitize_map_settings( $value ) {
	$value = is_array( $value ) ? $value : array();
	$clean = array( 'tiles' => array() );
	if ( isset( $value['provider'] ) && in_array( $value['provider'], blockyard_map_providers(), true ) ) {
		$clean['provider'] = $value['provider'];
	}
	foreach ( array_keys( blockyard_map_template_placeholders() ) as $name ) {
		if ( isset( $value['tiles'][ $name ] ) && is_string( $value['tiles'][ $name ] ) ) {
			$template = trim( $value['tiles'][ $name ] );
			if ( true === blockyard_map_template_error( $name, $template ) ) {
				$clean['tiles'][ $name ] = $template;
			}
		}
	}
	if ( isset( $value['mapbox_token'] ) && is_string( $value['mapbox_token'] ) ) {
		$token = trim( $value['mapbox_token'] );
		if ( '' === $token || blockyard_is_mapbox_public_token( $token ) ) {
			$clean['mapbox_token'] = $token;
		}
	}
	return $clean;
}

/**
 * `GET blockyard/v1/maps/settings` (anyone who may edit posts: the map block
 * reads it; the token is a public one, which visitors' pages show anyway) and `POST`
 * (administrators: `{ provider?, tiles?: { mapbox?, openstreetmap?, satellite?, terrain? }, mapboxToken? }`).
 */
function blockyard_register_map_routes() {
	register_rest_route(
		'blockyard/v1',
		'/maps/settings',
		array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => 'blockyard_get_map_settings',
				'permission_callback' => 'blockyard_can_read_map_settings',
			),
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => 'blockyard_update_map_settings',
				'permission_callback' => 'blockyard_can_change_map_settings',
				'args'                => array(
					'provider'    => array(
						'type' => 'string',
						'enum' => blockyard_map_providers(),
					),
					'tiles'       => array(
						'type'              => 'object',
						'validate_callback' => 'blockyard_validate_map_tiles',
					),
					'mapboxToken' => array(
						'type'              => 'string',
						'validate_callback' => 'blockyard_validate_mapbox_token',
					),
				),
			),
		)
	);
}

/**
 * @return bool
 */
function blockyard_can_read_map_settings() {
	return current_user_can( 'edit_posts' );
}

/**
 * @return bool
 */
function blockyard_can_change_map_settings() {
	return current_user_can( 'manage_options' );
}

/**
 * The `tiles` of a change: known providers only, each a valid template.
 *
 * @param mixed $tiles The `tiles` parameter.
 * @return true|WP_Error
 */
function blockyard_validate_map_tiles( $tiles ) {
	if ( ! is_array( $tiles ) ) {
		return new WP_Error( 'rest_invalid_param', __( 'The tile URLs must be an object.', 'blockyard' ) );
	}
	foreach ( $tiles as $name => $template ) {
		if ( ! array_key_exists( $name, blockyard_map_template_placeholders() ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'The map provider must be mapbox or openstreetmap.', 'blockyard' ) );
		}
		$error = blockyard_map_template_error( $name, is_string( $template ) ? trim( $template ) : $template );
		if ( true !== $error ) {
			return new WP_Error( 'rest_invalid_param', $error );
		}
	}
	return true;
}

/**
 * A visitors' token: empty (none) or a Mapbox public token, never a secret one.
 *
 * @param mixed $token The `mapboxToken` parameter.
 * @return true|WP_Error
 */
function blockyard_validate_mapbox_token( $token ) {
	$token = is_string( $token ) ? trim( $token ) : $token;
	if ( '' === $token || blockyard_is_mapbox_public_token( $token ) ) {
		return true;
	}
	return new WP_Error( 'rest_invalid_param', __( 'Use a public Mapbox token (it starts with pk.): every visitor’s page shows it.', 'blockyard' ) );
}

/**
 * @return WP_REST_Response
 */
function blockyard_get_map_settings() {
	return rest_ensure_response( blockyard_map_settings() );
}

/**
 * Saves the given fields over the current ones and answers the settings as saved.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response
 */
function blockyard_update_map_settings( $request ) {
	$saved = get_option( BLOCKYARD_MAPS_OPTION, array() );
	$saved = is_array( $saved ) ? $saved : array();
	$next  = array(
		'provider' => isset( $saved['provider'] ) ? $saved['provider'] : null,
		'tiles'    => isset( $saved['tiles'] ) && is_array( $saved['tiles'] ) ? $saved['tiles'] : array(),
	);
	if ( null !== $request->get_param( 'provider' ) ) {
		$next['provider'] = $request->get_param( 'provider' );
	}
	$tiles = $request->get_param( 'tiles' );
	if ( is_array( $tiles ) ) {
		$next['tiles'] = array_merge( $next['tiles'], array_map( 'trim', $tiles ) );
	}
	$token = $request->get_param( 'mapboxToken' );
	$next['mapbox_token'] = is_string( $token ) ? trim( $token ) : ( isset( $saved['mapbox_token'] ) ? $saved['mapbox_token'] : '' );
	update_option( BLOCKYARD_MAPS_OPTION, $next );
	return rest_ensure_response( blockyard_map_settings() );
}
