<?php
/**
 * The router of PHP's built-in server for the e2e sites, in place of a web server's
 * configuration: hidden files (the SQLite database and its snapshot) are not served, as
 * WordPress's .htaccess files keep them from Apache; a static file is served with the
 * validators Apache gives it (Last-Modified, ETag) and a 304 when the browser has it already,
 * which the built-in server does not do; a PHP file or folder runs as the server runs it; every
 * other address is WordPress's (pretty permalinks, /wp-json/), as the rewrite rules make it.
 *
 * PHP prepends its auto_prepend_file to the scripts the server runs, not to this router, so the
 * error recorder is loaded here too for the requests the router hands to WordPress.
 *
 * @package Blockyard
 */

require __DIR__ . '/record-errors.php';

$blockyard_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$blockyard_file = $_SERVER['DOCUMENT_ROOT'] . rawurldecode( $blockyard_path );

if ( false !== strpos( $blockyard_path, '/.' ) ) {
	http_response_code( 404 );
	return true;
}

if ( is_file( $blockyard_file ) && 'php' !== strtolower( pathinfo( $blockyard_file, PATHINFO_EXTENSION ) ) ) {
	$blockyard_types = array(
		'css'   => 'text/css',
		'js'    => 'text/javascript',
		'mjs'   => 'text/javascript',
		'json'  => 'application/json',
		'map'   => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'gif'   => 'image/gif',
		'webp'  => 'image/webp',
		'avif'  => 'image/avif',
		'ico'   => 'image/x-icon',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
		'ttf'   => 'font/ttf',
		'html'  => 'text/html; charset=UTF-8',
		'txt'   => 'text/plain; charset=UTF-8',
		'vtt'   => 'text/vtt',
		'mp4'   => 'video/mp4',
		'webm'  => 'video/webm',
	);
	$blockyard_extension = strtolower( pathinfo( $blockyard_file, PATHINFO_EXTENSION ) );
	$blockyard_modified  = (int) filemtime( $blockyard_file );
	$blockyard_size      = (int) filesize( $blockyard_file );
	$blockyard_etag      = sprintf( '"%x-%x"', $blockyard_size, $blockyard_modified );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $blockyard_modified ) . ' GMT' );
	header( 'ETag: ' . $blockyard_etag );
	$blockyard_if_none_match = isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) ? trim( $_SERVER['HTTP_IF_NONE_MATCH'] ) : '';
	$blockyard_since         = isset( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ) ? strtotime( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ) : false;
	if ( '' !== $blockyard_if_none_match ? $blockyard_if_none_match === $blockyard_etag : ( false !== $blockyard_since && $blockyard_since >= $blockyard_modified ) ) {
		http_response_code( 304 );
		return true;
	}
	header( 'Content-Type: ' . ( $blockyard_types[ $blockyard_extension ] ?? ( mime_content_type( $blockyard_file ) ?: 'application/octet-stream' ) ) );
	header( 'Content-Length: ' . $blockyard_size );
	if ( 'HEAD' !== $_SERVER['REQUEST_METHOD'] ) {
		readfile( $blockyard_file );
	}
	return true;
}

if ( is_file( $blockyard_file ) || ( '/' !== $blockyard_path && is_file( rtrim( $blockyard_file, '/' ) . '/index.php' ) ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
