<?php
/**
 * Run first in every PHP request of an e2e site (native PHP: auto_prepend_file; WordPress
 * Playground: the first must-use plugin): each warning or error PHP reports, and a fatal error
 * at shutdown, is appended as one JSON line with the request that caused it to the file
 * BLOCKYARD_E2E_PHP_ERRORS names (an environment variable or a constant), where the spec that
 * made the request finds it. PHP still logs it as usual too.
 *
 * @package Blockyard
 */

( static function () {
	$log = getenv( 'BLOCKYARD_E2E_PHP_ERRORS' );
	if ( ! is_string( $log ) || '' === $log ) {
		$log = defined( 'BLOCKYARD_E2E_PHP_ERRORS' ) ? (string) constant( 'BLOCKYARD_E2E_PHP_ERRORS' ) : '';
	}
	if ( '' === $log || defined( 'BLOCKYARD_E2E_RECORDING_ERRORS' ) ) {
		return;
	}
	define( 'BLOCKYARD_E2E_RECORDING_ERRORS', true );
	$request = isset( $_SERVER['REQUEST_METHOD'], $_SERVER['REQUEST_URI'] )
		? $_SERVER['REQUEST_METHOD'] . ' ' . $_SERVER['REQUEST_URI']
		: 'php ' . implode( ' ', isset( $_SERVER['argv'] ) ? (array) $_SERVER['argv'] : array() );
	$levels  = array(
		E_ERROR             => 'PHP Fatal error',
		E_PARSE             => 'PHP Parse error',
		E_CORE_ERROR        => 'PHP Fatal error',
		E_COMPILE_ERROR     => 'PHP Fatal error',
		E_USER_ERROR        => 'PHP Fatal error',
		E_RECOVERABLE_ERROR => 'PHP Recoverable fatal error',
		E_WARNING           => 'PHP Warning',
		E_CORE_WARNING      => 'PHP Warning',
		E_COMPILE_WARNING   => 'PHP Warning',
		E_USER_WARNING      => 'PHP Warning',
	);
	$record  = static function ( $type, $message, $file, $line ) use ( $log, $request, $levels ) {
		if ( ! isset( $levels[ $type ] ) ) {
			return;
		}
		$entry = array(
			'request' => $request,
			'level'   => $levels[ $type ],
			'message' => $message,
			'file'    => $file,
			'line'    => $line,
		);
		file_put_contents( $log, json_encode( $entry, JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE ) . "\n", FILE_APPEND | LOCK_EX );
	};
	set_error_handler(
		static function ( $type, $message, $file = '', $line = 0 ) use ( $record ) {
			// An error silenced with @, or below the reporting level WordPress set, is not one.
			if ( error_reporting() & $type ) {
				$record( $type, $message, $file, $line );
			}
			return false;
		}
	);
	register_shutdown_function(
		static function () use ( $record ) {
			$last = error_get_last();
			if ( null !== $last && in_array( $last['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
				$record( $last['type'], $last['message'], $last['file'], $last['line'] );
			}
		}
	);
} )();
