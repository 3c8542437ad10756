<?php
/**
 * Run once with `php set-up-site.php <site folder> <plugin file>…` on a freshly assembled e2e site,
 * before its database is kept as the snapshot every spec starts from: what WordPress Playground's
 * blueprint (../support/blueprint.json) does for the WebAssembly runtime, and what Playground
 * itself sets at boot (pretty permalinks).
 *
 * @package Blockyard
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php set-up-site.php <site folder> <plugin file>…\n" );
	exit( 2 );
}
// No REQUEST_URI: a command-line run, which the auto-login leaves alone.
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$blockyard_fail = static function ( $message ) {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
};

// The SQLite integration's plugin, silently, as its db.php drop-in activates it itself (its
// activation hook would redirect to its settings page).
activate_plugin( 'sqlite-database-integration/load.php', '', false, true );
foreach ( array_slice( $argv, 2 ) as $blockyard_plugin ) {
	$blockyard_activated = activate_plugin( $blockyard_plugin );
	if ( is_wp_error( $blockyard_activated ) ) {
		$blockyard_fail( 'cannot activate ' . $blockyard_plugin . ': ' . $blockyard_activated->get_error_message() );
	}
}
update_option( 'can_compress_scripts', '0' );

// The post editor without its welcome guide, for the admin, an author and an editor.
$blockyard_preferences = array(
	'core/edit-post' => array( 'welcomeGuide' => false ),
	'_modified'      => '2024-01-01T00:00:00.000Z',
);
update_user_meta( 1, 'wp_persisted_preferences', $blockyard_preferences );
$blockyard_author = wp_insert_user(
	array(
		'user_login' => 'author',
		'user_pass'  => 'password',
		'user_email' => 'author@example.test',
		'role'       => 'author',
	)
);
if ( is_wp_error( $blockyard_author ) ) {
	$blockyard_fail( 'cannot add the author: ' . $blockyard_author->get_error_message() );
}
update_user_meta( $blockyard_author, 'wp_persisted_preferences', $blockyard_preferences );
$blockyard_editor = wp_insert_user(
	array(
		'user_login'   => 'editor',
		'user_pass'    => 'password',
		'user_email'   => 'editor@example.test',
		'display_name' => 'Grace Hopper',
		'role'         => 'editor',
	)
);
if ( is_wp_error( $blockyard_editor ) ) {
	$blockyard_fail( 'cannot add the editor: ' . $blockyard_editor->get_error_message() );
}
update_user_meta( $blockyard_editor, 'wp_persisted_preferences', $blockyard_preferences );

// German, as a language the site can be switched to (the translations spec does): WordPress
// offers a language once its core .mo file is in wp-content/languages. No core translation is
// at hand offline, so this one is empty: WordPress's own screens stay English, and Blockyard's
// strings come from the plugin's languages/ folder.
require_once ABSPATH . WPINC . '/pomo/mo.php';
wp_mkdir_p( WP_LANG_DIR );
$blockyard_german = new MO();
$blockyard_german->set_header( 'Language', 'de_DE' );
$blockyard_german->set_header( 'Plural-Forms', 'nplurals=2; plural=(n != 1);' );
if ( ! $blockyard_german->export_to_file( WP_LANG_DIR . '/de_DE.mo' ) ) {
	$blockyard_fail( 'cannot write ' . WP_LANG_DIR . '/de_DE.mo' );
}

// Arabic, as a language written right to left (the right-to-left spec switches to it): WordPress
// reads a language's direction from its core translation of "ltr" (context "text direction"),
// so this core .mo file holds that one translation. Everything else stays English, right to left.
$blockyard_arabic = new MO();
$blockyard_arabic->set_header( 'Language', 'ar' );
$blockyard_arabic->set_header( 'Plural-Forms', 'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);' );
$blockyard_arabic->add_entry(
	new Translation_Entry(
		array(
			'context'      => 'text direction',
			'singular'     => 'ltr',
			'translations' => array( 'rtl' ),
		)
	)
);
if ( ! $blockyard_arabic->export_to_file( WP_LANG_DIR . '/ar.mo' ) ) {
	$blockyard_fail( 'cannot write ' . WP_LANG_DIR . '/ar.mo' );
}

// Pretty permalinks, as WordPress Playground sets them: /wp-json/ and /YYYY/MM/DD/slug/ addresses.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%year%/%monthnum%/%day%/%postname%/' );
$wp_rewrite->flush_rules( false );
// The caller checks for this line: WordPress can end a run early without an error.
echo "set up\n";
