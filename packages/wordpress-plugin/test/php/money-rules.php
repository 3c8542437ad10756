<?php
/**
 * Runs the money contract's rules in PHP (plugin/includes/money-rules.php) and the products'
 * check (plugin/includes/pay-products.php) outside WordPress: stubs the few WordPress functions
 * they call and reads a JSON request on standard input:
 * `{ "prices": [ [ price, currency ] ], "currencies": [ [ currency, list ] ], "products": [ { "status", "meta" } ] }`.
 * Prints `{ "prices": [ { key, message } | null ], "currencies": [ … ], "products": [ { code, message, data } | "ok" ],
 * "messages": { key: message } }` (every message of the contract as the PHP writes it).
 * Run by src/money-rules-php.test.ts.
 *
 * @package Blockyard
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'BLOCKYARD_MONEY_CONTRACT_FILE', dirname( __DIR__, 3 ) . '/api-client/src/money-contract/contract.json' );

$blockyard_request = json_decode( (string) stream_get_contents( STDIN ), true );

function __( $text ) {
	return $text;
}
function _n( $single, $plural, $count ) {
	return 1 === (int) $count ? $single : $plural;
}
function is_email( $email ) {
	return (bool) preg_match( '/^[^@\s]+@[^@\s]+\.[^@\s]+$/', (string) $email );
}
function add_filter() {
}
function get_post_meta() {
	return array();
}
function get_post_status() {
	return 'draft';
}
function is_wp_error( $value ) {
	return $value instanceof WP_Error;
}
class WP_Error {
	public $code;
	public $message;
	public $data;
	public function __construct( $code, $message, $data ) {
		$this->code    = $code;
		$this->message = $message;
		$this->data    = $data;
	}
}

require dirname( __DIR__, 2 ) . '/plugin/includes/pay-products.php';

$blockyard_described = function ( $problem, $currency ) {
	return null === $problem ? null : array(
		'key'     => $problem['key'],
		'message' => blockyard_money_problem_message( $problem, $currency ),
	);
};
$blockyard_answer    = array(
	'prices'     => array(),
	'currencies' => array(),
	'products'   => array(),
	'messages'   => array(),
);
foreach ( $blockyard_request['prices'] ?? array() as list( $price, $currency ) ) {
	$blockyard_answer['prices'][] = $blockyard_described( blockyard_money_price_problem( $price, $currency ), $currency );
}
foreach ( $blockyard_request['currencies'] ?? array() as list( $currency, $list ) ) {
	$blockyard_answer['currencies'][] = $blockyard_described( blockyard_money_currency_problem( $currency, $list ), 'USD' );
}
foreach ( $blockyard_request['products'] ?? array() as $product ) {
	$checked                        = blockyard_check_pay_product(
		(object) array( 'post_status' => $product['status'] ),
		array( 'meta' => $product['meta'] )
	);
	$blockyard_answer['products'][] = $checked instanceof WP_Error ? array(
		'code'    => $checked->code,
		'message' => $checked->message,
		'data'    => $checked->data,
	) : 'ok';
}
$blockyard_examples = array(
	'chooseCurrency'  => array( 'key' => 'chooseCurrency' ),
	'priceRequired'   => array( 'key' => 'priceRequired' ),
	'invalidPrice'    => array( 'key' => 'invalidPrice' ),
	'negativePrice'   => array( 'key' => 'negativePrice' ),
	'noDecimals'      => array( 'key' => 'noDecimals' ),
	'tooManyDecimals' => array(
		'key'    => 'tooManyDecimals',
		'values' => array( 'decimals' => 2 ),
	),
	'aboveMaximum'    => array(
		'key'    => 'aboveMaximum',
		'values' => array( 'maximum' => 1000000 ),
	),
);
foreach ( $blockyard_examples as $key => $problem ) {
	$blockyard_answer['messages'][ $key ] = blockyard_money_problem_message( $problem, 'USD' );
}
echo wp_json_encode_stub( $blockyard_answer );

/**
 * JSON as the test reads it.
 *
 * @param mixed $value What to write.
 * @return string
 */
function wp_json_encode_stub( $value ) {
	return (string) json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
}
