<?php
/**
 * The money contract's rules in PHP: which message a price or a currency gets, from the contract
 * the plugin ships (build/money-contract.json, copied by the build from the api client's
 * contract.json), the same as `moneyPriceProblem` and `moneyCurrencyProblem` of the api client
 * (packages/api-client/src/money-contract/rules.ts) give in TypeScript: change both together.
 * The messages' words are the contract's (`messages`), written here so they can be translated;
 * test/php/money-rules.php checks they agree.
 *
 * @package Blockyard
 */

defined( 'ABSPATH' ) || exit;

/**
 * The money contract, as the plugin ships it.
 *
 * @return array
 */
function blockyard_money_contract() {
	static $contract = null;
	if ( null === $contract ) {
		// The tests outside WordPress name the source's copy.
		$file     = defined( 'BLOCKYARD_MONEY_CONTRACT_FILE' ) ? BLOCKYARD_MONEY_CONTRACT_FILE : dirname( __DIR__ ) . '/build/money-contract.json';
		$read     = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
		$contract = is_array( $read ) ? $read : array(
			'maximumAmount'           => 0,
			'paymentButtonCurrencies' => array(),
			'donationCurrencies'      => array(),
			'currencies'              => array(),
			'messages'                => array(),
		);
	}
	return $contract;
}

/**
 * What is wrong with a price in `$currency`, as `moneyPriceProblem` says it (without a minimum):
 * `priceRequired` when empty or 0, `invalidPrice` when not a number, `negativePrice` below 0,
 * `noDecimals` or `tooManyDecimals` (with `decimals`) for more decimals than the currency has,
 * `aboveMaximum` (with `maximum`) above the contract's largest amount. A string's decimals are
 * counted as written ('1.500' has three). Null when the price is right.
 *
 * @param mixed  $price    A number, the text typed, or null.
 * @param string $currency The currency's code.
 * @return array|null `array( 'key' => …, 'values' => array( … ) )`.
 */
function blockyard_money_price_problem( $price, $currency ) {
	$contract = blockyard_money_contract();
	$text     = is_string( $price ) ? trim( $price ) : null;
	if ( null === $price || '' === $text ) {
		return array( 'key' => 'priceRequired' );
	}
	if ( null !== $text ) {
		$amount = is_numeric( $text ) && ! preg_match( '/^0x/i', $text ) ? (float) $text : NAN;
	} else {
		$amount = is_int( $price ) || is_float( $price ) ? (float) $price : NAN;
	}
	if ( ! is_finite( $amount ) ) {
		return array( 'key' => 'invalidPrice' );
	}
	if ( 0.0 === $amount ) {
		return array( 'key' => 'priceRequired' );
	}
	if ( $amount < 0 ) {
		return array( 'key' => 'negativePrice' );
	}
	$decimals = isset( $contract['currencies'][ $currency ]['decimals'] ) ? (int) $contract['currencies'][ $currency ]['decimals'] : 2;
	if ( null === $text ) {
		$too_precise = round( $amount, $decimals ) !== $amount;
	} else {
		$too_precise = preg_match( '/\.(\d+)$/', $text, $match ) ? strlen( $match[1] ) > $decimals : false;
	}
	if ( $too_precise ) {
		return 0 === $decimals
			? array( 'key' => 'noDecimals' )
			: array(
				'key'    => 'tooManyDecimals',
				'values' => array( 'decimals' => $decimals ),
			);
	}
	if ( $amount > $contract['maximumAmount'] ) {
		return array(
			'key'    => 'aboveMaximum',
			'values' => array( 'maximum' => $contract['maximumAmount'] ),
		);
	}
	return null;
}

/**
 * `chooseCurrency` when the list (`donation` or `paymentButton`) does not offer `$currency`, as
 * `moneyCurrencyProblem` says it; null otherwise.
 *
 * @param mixed  $currency The currency's code.
 * @param string $list     Whose currencies.
 * @return array|null
 */
function blockyard_money_currency_problem( $currency, $list ) {
	$contract = blockyard_money_contract();
	$offered  = 'donation' === $list ? $contract['donationCurrencies'] : $contract['paymentButtonCurrencies'];
	return is_string( $currency ) && in_array( $currency, $offered, true ) ? null : array( 'key' => 'chooseCurrency' );
}

/**
 * An amount written as the payment blocks write it (`writeMoneyAmount`): the currency's symbol,
 * grouping, decimal mark and decimals ('$1,000,000.00').
 *
 * @param float  $amount   Zero or more.
 * @param string $currency The currency's code.
 * @return string
 */
function blockyard_money_write_amount( $amount, $currency ) {
	$contract = blockyard_money_contract();
	$format   = isset( $contract['currencies'][ $currency ] ) ? $contract['currencies'][ $currency ] : $contract['currencies']['USD'];
	return $format['symbol'] . number_format( (float) $amount, (int) $format['decimals'], $format['decimal'], $format['grouping'] );
}

/**
 * A problem's message, translated (text domain `blockyard`), its placeholders filled in.
 *
 * @param array  $problem  What `blockyard_money_price_problem` or `blockyard_money_currency_problem` gave.
 * @param string $currency The currency amounts are written in.
 * @return string
 */
function blockyard_money_problem_message( $problem, $currency ) {
	$values = isset( $problem['values'] ) ? $problem['values'] : array();
	switch ( $problem['key'] ) {
		case 'chooseCurrency':
			return __( 'Please choose a currency from the list.', 'blockyard' );
		case 'priceRequired':
			return __( 'If you’re selling something, you need a price tag. Add yours here.', 'blockyard' );
		case 'invalidPrice':
			return __( 'Invalid price', 'blockyard' );
		case 'negativePrice':
			return __( 'Your price is negative — enter a positive number so people can pay the right amount.', 'blockyard' );
		case 'noDecimals':
			return __( 'We know every penny counts, but prices in this currency can’t contain decimal values.', 'blockyard' );
		case 'tooManyDecimals':
			return sprintf(
				/* translators: %d: how many decimal places the currency has. */
				_n( 'The price cannot have more than %d decimal place.', 'The price cannot have more than %d decimal places.', $values['decimals'], 'blockyard' ),
				$values['decimals']
			);
		case 'aboveMaximum':
			return sprintf(
				/* translators: %s: the largest amount allowed, with its currency, e.g. $1,000,000.00. */
				__( 'The amount cannot be more than %s.', 'blockyard' ),
				blockyard_money_write_amount( $values['maximum'], $currency )
			);
	}
	return __( 'Invalid price', 'blockyard' );
}
